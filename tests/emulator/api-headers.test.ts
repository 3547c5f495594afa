// The API's headers on the running emulators: the API's answers carry a content type, personal and
// error answers are never cached, the security headers of functions/src/http/security.ts are
// there, and CORS grants only the shop's own origins. functions/test/unit/http-app.test.ts shows
// the same of the bare express app; this shows it survives the Functions emulator and the Hosting
// rewrite in front of it.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auth, db } from '../../functions/src/admin.ts';
import { bearer, createTestUser, type TestUser } from '../../functions/test/auth-tokens.ts';
import { FUNCTION_URL, SHOP_URL } from '../../functions/test/shop-url.ts';

// The emulator sets no SHOP_ORIGIN(S), so functions/src/config.ts falls back to the Hosting
// emulator's address and, under the emulator, its localhost spelling (and the Vite dev server).
const SHOP_ORIGINS = ['http://127.0.0.1:5000', 'http://localhost:5000'];
const FOREIGN_ORIGIN = 'https://evil.example';
const SECURITY_HEADERS = { 'x-content-type-options': 'nosniff', 'referrer-policy': 'same-origin', 'x-frame-options': 'DENY' };

interface Sample {
  name: string;
  method: 'GET' | 'POST';
  path: string;
  /** Sent as JSON. */
  body?: unknown;
  signedIn?: boolean;
  status: number;
  /** Public answers may be cached; everything else must say no-store. */
  cacheable?: boolean;
}

const SAMPLES: Sample[] = [
  { name: 'a public read', method: 'GET', path: '/api/getcategorieslist', status: 200, cacheable: true },
  { name: 'the caller’s profile', method: 'POST', path: '/auth/currentuser', signedIn: true, status: 200 },
  { name: 'the caller’s orders', method: 'POST', path: '/api/getusershoppingcards', body: {}, signedIn: true, status: 200 },
  { name: 'a personal read without a token', method: 'POST', path: '/api/getusershoppingcards', body: {}, status: 401 },
  { name: 'an unknown /api path', method: 'GET', path: '/api/no-such-endpoint', status: 404 },
  { name: 'an order of the wrong shape', method: 'POST', path: '/api/createshoppingcard', body: { goods: 'none' }, status: 400 },
];

let user: TestUser;

beforeAll(async () => {
  user = await createTestUser();
  // A profile, so that /auth/currentuser answers the caller's own data rather than USER_NOT_FOUND.
  const username = `headers-${user.uid.slice(0, 8)}`;
  await db.collection('users').doc(user.uid).set({ username, usernameLower: username, email: user.email, phone: null, roles: ['USER'], shoppingCards: [], createdAt: new Date() });
});
afterAll(async () => {
  if (!user) return;
  await Promise.all([db.collection('users').doc(user.uid).delete(), auth.deleteUser(user.uid)]);
});

function send(base: string, sample: Sample, origin?: string): Promise<Response> {
  const headers: Record<string, string> = { ...(sample.signedIn ? bearer(user) : {}), ...(origin ? { origin } : {}) };
  let body: string | undefined;
  if (sample.body !== undefined) {
    headers['content-type'] = 'application/json';
    body = JSON.stringify(sample.body);
  }
  return fetch(`${base}${sample.path}`, { method: sample.method, headers, body });
}

function preflight(base: string, path: string, origin: string): Promise<Response> {
  return fetch(`${base}${path}`, {
    method: 'OPTIONS',
    headers: { origin, 'access-control-request-method': 'POST', 'access-control-request-headers': 'authorization, content-type' },
  });
}

describe.each([
  ['through the Hosting emulator', SHOP_URL],
  ['straight to the function', FUNCTION_URL],
])('API headers %s', (_where, base) => {
  it.each(SAMPLES)('$name ($method $path): status, content type, caching and security headers', async (sample) => {
    const res = await send(base, sample);
    expect(res.status).toBe(sample.status);
    expect(res.headers.get('content-type')).toMatch(/^application\/json; charset=utf-8/i);
    if (sample.status >= 400) expect(((await res.json()) as { error: { code: string } }).error.code).toMatch(/^[A-Z_]+$/);
    const cacheControl = res.headers.get('cache-control') ?? '';
    if (sample.cacheable) expect(cacheControl).toMatch(/^public,/);
    else {
      expect(cacheControl).toContain('no-store');
      expect(cacheControl).not.toContain('public');
    }
    for (const [header, value] of Object.entries(SECURITY_HEADERS)) expect(res.headers.get(header), header).toBe(value);
    // No CORS grant to a request that names no origin.
    expect(res.headers.get('access-control-allow-origin')).toBeNull();
  });

  // The Functions runtime parses bodies before the app (functions/src/http/validate.ts), so its
  // own error page answers malformed JSON, not the app's MALFORMED_JSON: still typed and nosniff.
  it('malformed JSON is refused before the app, with a content type', async () => {
    const res = await fetch(`${base}/api/createshoppingcard`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{"goods": [' });
    expect(res.status).toBe(400);
    expect(res.headers.get('content-type')).toMatch(/^[a-z]+\/[a-z+-]+/);
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(res.headers.get('access-control-allow-origin')).toBeNull();
  });

  it.each(SHOP_ORIGINS)('grants CORS to the shop’s own origin %s, preflight and request', async (origin) => {
    const pre = await preflight(base, '/api/getusershoppingcards', origin);
    expect(pre.status).toBe(204);
    expect(pre.headers.get('access-control-allow-origin')).toBe(origin);
    expect(pre.headers.get('access-control-allow-methods')).toMatch(/POST/);
    expect(pre.headers.get('access-control-allow-headers')?.toLowerCase()).toMatch(/authorization.*content-type|content-type.*authorization/);
    expect(pre.headers.get('vary')?.toLowerCase()).toContain('origin');
    expect(pre.headers.get('x-content-type-options')).toBe('nosniff');

    const res = await send(base, SAMPLES.find((s) => s.path === '/api/getusershoppingcards' && s.signedIn)!, origin);
    expect(res.status).toBe(200);
    expect(res.headers.get('access-control-allow-origin')).toBe(origin);
    expect(res.headers.get('cache-control')).toContain('no-store');
    expect(res.headers.get('content-type')).toMatch(/^application\/json/);
  });

  it('refuses a foreign origin: no CORS grant on the preflight or the request', async () => {
    const pre = await preflight(base, '/api/getusershoppingcards', FOREIGN_ORIGIN);
    expect(pre.status).toBe(403);
    expect(pre.headers.get('access-control-allow-origin')).toBeNull();
    expect(pre.headers.get('access-control-allow-methods')).toBeNull();

    for (const sample of SAMPLES.filter((s) => s.signedIn || s.cacheable)) {
      const res = await send(base, sample, FOREIGN_ORIGIN);
      expect(res.status, sample.path).toBe(403);
      expect(res.headers.get('access-control-allow-origin'), sample.path).toBeNull();
      expect(((await res.json()) as { error: { code: string } }).error.code).toBe('ORIGIN_NOT_ALLOWED');
      expect(res.headers.get('content-type')).toMatch(/^application\/json/);
      expect(res.headers.get('cache-control')).toContain('no-store');
      expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    }
  });
});
