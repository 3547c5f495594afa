import { describe, expect, it } from 'vitest';
import { BOOT_STATE_ID, type BootState } from '@domain/page-render';
import { serializeBootState } from '@domain/page-render';
import { readBootState } from '../boot-state';

/** A document parsed from the HTML the server sends, its state script holding `json` (none for null). */
function pageWith(json: string | null): Document {
  const script = json === null ? '' : `<script type="application/json" id="${BOOT_STATE_ID}">${json}</script>`;
  return new DOMParser().parseFromString(`<!doctype html><html><body><div id="root"></div>${script}</body></html>`, 'text/html');
}

describe('readBootState', () => {
  it('is null for the plain shell, which carries no state', () => {
    expect(readBootState(pageWith(null))).toBeNull();
    expect(readBootState(pageWith(''))).toBeNull();
  });

  it('reads the language, origin and queries the server left in the page', () => {
    const state: BootState = { language: 'en', origin: 'https://yarnshop.example', queries: { queries: [{ queryKey: ['goods'] }] } };
    expect(readBootState(pageWith(JSON.stringify(state)))).toEqual(state);
  });

  it('leaves queries out when the page carries none, and ignores fields it does not know', () => {
    const read = readBootState(pageWith(JSON.stringify({ language: 'ua', origin: 'https://yarnshop.example', extra: 1 })));
    expect(read).toEqual({ language: 'ua', origin: 'https://yarnshop.example' });
    expect(read).not.toHaveProperty('queries');
  });

  it('reads the page it runs in by default', () => {
    const script = pageWith(JSON.stringify({ language: 'ua', origin: 'https://yarnshop.example' })).getElementById(BOOT_STATE_ID)!;
    document.body.append(script);
    try {
      expect(readBootState()).toEqual({ language: 'ua', origin: 'https://yarnshop.example' });
    } finally {
      script.remove();
    }
  });

  it.each([
    ['an unknown language', JSON.stringify({ language: 'de', origin: 'https://yarnshop.example' })],
    ['no origin', JSON.stringify({ language: 'ua' })],
    ['an origin that is not text', JSON.stringify({ language: 'ua', origin: 1 })],
  ])('rejects a state with %s', (_case, json) => {
    expect(() => readBootState(pageWith(json))).toThrow(`#${BOOT_STATE_ID} holds no language and origin`);
  });

  it('rejects a state that is not JSON', () => {
    expect(() => readBootState(pageWith('{"language": "ua",'))).toThrow(SyntaxError);
  });
});

describe('serializeBootState', () => {
  const state: BootState = {
    language: 'ua',
    origin: 'https://yarnshop.example',
    queries: { title: '</script><script>alert(1)</script>', note: '<!-- a < b' },
  };

  it("escapes every '<', so that no text in the state can close the script", () => {
    const json = serializeBootState(state);
    expect(json).not.toContain('<');
    expect(json).toContain('\\u003c/script>');
  });

  it('reads back as the same state from the page, its script closed only by its own end tag', () => {
    const doc = pageWith(serializeBootState(state));
    expect(doc.querySelectorAll('script')).toHaveLength(1);
    expect(readBootState(doc)).toEqual(state);
  });

  it('is needed: unescaped, such a state would close its script early', () => {
    expect(() => readBootState(pageWith(JSON.stringify(state)))).toThrow(SyntaxError);
  });
});
