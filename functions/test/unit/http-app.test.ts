// The HTTP app's error handling, served on a local port without the emulators: these
// paths never reach Firestore. The emulator tests cover the same app behind Hosting.
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { parseBody } from '../../src/http/validate';
import { ApiError } from '../../src/http/api-error';
import { useLocalApp } from '../local-app';

const app = useLocalApp();

describe('HTTP app', () => {
  it('answers malformed JSON with 400 MALFORMED_JSON and a translated message', async () => {
    const res = await fetch(`${app.url()}/api/anything`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', cookie: '__session=en' },
      body: '{bad',
    });
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({ error: { code: 'MALFORMED_JSON', message: 'The request is not valid JSON.' } });
  });

  it('answers a body over the limit with 413 PAYLOAD_TOO_LARGE', async () => {
    const res = await fetch(`${app.url()}/api/anything`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ text: 'x'.repeat(3 * 1024 * 1024) }),
    });
    expect(res.status).toBe(413);
    expect(((await res.json()) as { error: { code: string } }).error.code).toBe('PAYLOAD_TOO_LARGE');
  });

  it('does not announce Express and never lets personal answers be cached', async () => {
    const res = await fetch(`${app.url()}/api/health`);
    expect(res.status).toBe(200);
    expect(res.headers.get('x-powered-by')).toBeNull();
    expect(res.headers.get('cache-control')).toBe('no-store');
  });
});

describe('origins', () => {
  it('lets the shop itself call the API, with CORS headers naming it', async () => {
    const res = await fetch(`${app.url()}/api/health`, { headers: { origin: 'http://127.0.0.1:5000' } });
    expect(res.status).toBe(200);
    expect(res.headers.get('access-control-allow-origin')).toBe('http://127.0.0.1:5000');
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
  });

  it('answers a preflight from the shop with 204', async () => {
    const res = await fetch(`${app.url()}/api/createshoppingcard`, {
      method: 'OPTIONS',
      headers: { origin: 'http://127.0.0.1:5000', 'access-control-request-method': 'POST' },
    });
    expect(res.status).toBe(204);
    expect(res.headers.get('access-control-allow-headers')).toContain('Authorization');
  });

  it('refuses another site with 403 ORIGIN_NOT_ALLOWED and no CORS grant', async () => {
    for (const method of ['GET', 'OPTIONS']) {
      const res = await fetch(`${app.url()}/api/health`, { method, headers: { origin: 'https://evil.example' } });
      expect(res.status, method).toBe(403);
      expect(res.headers.get('access-control-allow-origin'), method).toBeNull();
    }
  });
});

describe('parseBody', () => {
  const schema = z.object({ clientPhone: z.string().min(5), quantity: z.number().int().positive() });

  it('gives back the parsed body when it fits', () => {
    expect(parseBody(schema, { clientPhone: '0671234567', quantity: 2 })).toEqual({ clientPhone: '0671234567', quantity: 2 });
  });

  it('throws a 400 VALIDATION_FAILED naming each field at fault', () => {
    try {
      parseBody(schema, { clientPhone: 1, quantity: 1.5 });
      expect.unreachable('parseBody accepted a bad body');
    } catch (error) {
      expect(error).toBeInstanceOf(ApiError);
      expect(error).toMatchObject({ status: 400, code: 'VALIDATION_FAILED' });
      const fields = ((error as ApiError).details as { fields: { path: string }[] }).fields.map((f) => f.path);
      expect(fields.sort()).toEqual(['clientPhone', 'quantity']);
    }
  });
});
