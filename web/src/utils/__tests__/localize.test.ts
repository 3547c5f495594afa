import { describe, expect, it } from 'vitest';
import { localize } from '../localize';

describe('localize', () => {
  it('picks the language asked for', () => {
    expect(localize({ ua: 'Пряжа', en: 'Yarn' }, 'en')).toBe('Yarn');
    expect(localize({ ua: 'Пряжа', en: 'Yarn' }, 'ua')).toBe('Пряжа');
  });

  it('falls back to Ukrainian when the translation is empty', () => {
    expect(localize({ ua: 'Пряжа', en: '' }, 'en')).toBe('Пряжа');
  });
});
