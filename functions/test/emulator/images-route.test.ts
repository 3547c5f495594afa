// The functions serve the local image store with the right content type and cache headers.
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { imageStore } from '../../src/images/store';
import { FUNCTION_URL, SHOP_URL } from '../shop-url';

const path = `test-route/${Date.now()}.webp`;

beforeAll(async () => {
  const bytes = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#d2691e' } }).webp().toBuffer();
  await imageStore().put(path, bytes, 'image/webp');
});
afterAll(async () => {
  await imageStore().delete(path);
});

describe('GET /api/images/*', () => {
  it('serves a stored image with its content type, a week of caching and an ETag', async () => {
    const res = await fetch(`${SHOP_URL}/api/images/${path}`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('image/webp');
    expect(res.headers.get('cache-control')).toBe('public, max-age=604800');
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    const meta = await sharp(Buffer.from(await res.arrayBuffer())).metadata();
    expect(meta).toMatchObject({ format: 'webp', width: 8, height: 8 });

    const again = await fetch(`${SHOP_URL}/api/images/${path}`, { headers: { 'if-none-match': res.headers.get('etag')! } });
    expect(again.status).toBe(304);
  });

  it('answers 404 with a stable code for a missing image or a path the store refuses', async () => {
    for (const bad of ['test-route/nothing.webp', 'x/y.txt', 'test-route/a%20b.webp']) {
      const res = await fetch(`${SHOP_URL}/api/images/${bad}`);
      expect(res.status, bad).toBe(404);
      expect(await res.json()).toMatchObject({ error: { code: 'NOT_FOUND' } });
    }
  });

  it('never serves a file outside the store, whether Hosting or the function refuses the path', async () => {
    const traversal = 'test-route/..%2F..%2Fpackage.json';
    // Hosting itself answers 404 to an encoded traversal before the function sees it...
    const viaHosting = await fetch(`${SHOP_URL}/api/images/${traversal}`);
    expect(viaHosting.status).toBe(404);
    expect(await viaHosting.text()).not.toContain('"workspaces"');
    // ...and the function refuses it too when called directly.
    const direct = await fetch(`${FUNCTION_URL}/api/images/${traversal}`);
    expect(direct.status).toBe(404);
    expect(await direct.json()).toMatchObject({ error: { code: 'NOT_FOUND' } });
  });
});
