import { createIntl } from 'react-intl';
import { describe, expect, it } from 'vitest';
import { en } from '../en';
import { ua } from '../ua';

describe('message catalogues', () => {
  it('have exactly the same keys', () => {
    expect(Object.keys(en).sort()).toEqual(Object.keys(ua).sort());
  });

  it.each([
    ['ua', ua],
    ['en', en],
  ] as const)('%s has no empty values', (_, catalogue) => {
    const empty = Object.entries(catalogue).filter(([, text]) => text.trim() === '');
    expect(empty).toEqual([]);
  });

  it.each([
    ['uk-UA', ua],
    ['en', en],
  ] as const)('%s messages are valid ICU and use the same arguments as ua', (locale, catalogue) => {
    const errors: string[] = [];
    const intl = createIntl({ locale, messages: catalogue, onError: (error) => errors.push(error.message) });
    const placeholders = (value: string) => [...value.matchAll(/\{(\w+)/g)].map((m) => m[1]).sort();
    for (const [key, text] of Object.entries(catalogue)) {
      // Every placeholder gets a value, so only a malformed message (not a missing argument) errors.
      intl.formatMessage({ id: key }, { year: 2025, ...Object.fromEntries(placeholders(text).map((name) => [name, 1])) });
      expect(placeholders(text), key).toEqual(placeholders(ua[key as keyof typeof ua]));
    }
    expect(errors).toEqual([]);
  });

  it('keeps the keys SPEC.md names', () => {
    for (const key of ['oops', 'uknownErrorPleaseReloadThePage', 'goToMainPage']) {
      expect(ua).toHaveProperty(key);
    }
  });
});
