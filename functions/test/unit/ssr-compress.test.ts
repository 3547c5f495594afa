import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { encodeBody } from '../../src/ssr/compress';

const page = `<!doctype html><html><body>${'<article>Пряжа мериносова, 128 ₴</article>'.repeat(200)}</body></html>`;

describe('encodeBody', () => {
  it('prefers brotli, and the bytes decode to the page', () => {
    const { body, encoding } = encodeBody(page, 'gzip, deflate, br');
    expect(encoding).toBe('br');
    expect(brotliDecompressSync(body).toString('utf8')).toBe(page);
    expect(body.length).toBeLessThan(Buffer.byteLength(page) / 10);
  });

  it('falls back to gzip, then to none', () => {
    const gzip = encodeBody(page, 'gzip');
    expect(gzip.encoding).toBe('gzip');
    expect(gunzipSync(gzip.body).toString('utf8')).toBe(page);
    const plain = encodeBody(page, undefined);
    expect(plain.encoding).toBeNull();
    expect(plain.body.toString('utf8')).toBe(page);
  });
});
