// The one endpoint shape (functions/src/http/endpoint.ts), served on a local port: a handler gets
// the parsed input, a bad body the stable 400, and a caller is required before the body is read.
import type { AddressInfo } from 'node:net';
import express from 'express';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { endpoint, reply, routerOf } from '../../src/http/endpoint';
import { errorHandler } from '../../src/http/error-handler';

const seen: unknown[] = [];
const router = routerOf([
  endpoint({
    path: '/echo',
    access: 'public',
    schema: z.strictObject({ name: z.string().trim().min(1), count: z.number().int().default(1) }),
    handler: async (input) => {
      seen.push(input);
      return { got: input };
    },
  }),
  endpoint({ path: '/nothing', access: 'public', status: 201, handler: async () => undefined }),
  endpoint({ method: 'get', path: '/raw', access: 'public', handler: async () => reply({ status: 202, raw: '{"kept":true}', type: 'json', headers: { 'Cache-Control': 'public, max-age=60' } }) }),
  endpoint({ path: '/mine', access: 'user', handler: async (_body, { caller }) => ({ uid: caller.uid }) }),
  // What firebase-admin throws when a transaction lost every retry to contention (gRPC ABORTED, 10), or the backend is busy (14).
  endpoint({ path: '/contended', access: 'public', handler: async () => Promise.reject(Object.assign(new Error('10 ABORTED: too much contention'), { code: 10 })) }),
  endpoint({ path: '/unavailable', access: 'public', handler: async () => Promise.reject(Object.assign(new Error('14 UNAVAILABLE'), { code: 14 })) }),
  endpoint({ path: '/broken', access: 'public', handler: async () => Promise.reject(Object.assign(new Error('13 INTERNAL'), { code: 13 })) }),
  // A file written as it is made: three parts, or a failure after the first.
  ...[false, true].map((fails) =>
    endpoint({
      path: fails ? '/stream-cut' : '/stream',
      access: 'public',
      handler: async () =>
        reply({
          type: 'text/csv',
          stream: async (out) => {
            out.write('a;b\r\n');
            await new Promise((resolve) => setTimeout(resolve, 20));
            if (fails) throw new Error('Firestore went away');
            out.write('1;2\r\n');
          },
        }),
    }),
  ),
]);

let server: ReturnType<express.Express['listen']>;
let base = '';
beforeAll(async () => {
  server = express().use(express.json()).use(router).use(errorHandler).listen(0);
  await new Promise((resolve) => server.once('listening', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise((resolve) => server.close(resolve)));

const post = (path: string, body: unknown, headers: Record<string, string> = {}) =>
  fetch(`${base}${path}`, { method: 'POST', headers: { 'content-type': 'application/json', ...headers }, body: JSON.stringify(body) });

describe('endpoint', () => {
  it('hands the handler the parsed input, defaults and trimming applied', async () => {
    const res = await post('/echo', { name: '  Olena ' });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ got: { name: 'Olena', count: 1 } });
    expect(seen).toEqual([{ name: 'Olena', count: 1 }]);
  });

  it('answers a bad body with 400 VALIDATION_FAILED naming the fields, and never runs the handler', async () => {
    seen.length = 0;
    const res = await post('/echo', { name: '', extra: 1 }, { cookie: '__session=en' });
    expect(res.status).toBe(400);
    const { error } = (await res.json()) as { error: { code: string; message: string; details: { fields: { path: string }[] } } };
    expect(error.code).toBe('VALIDATION_FAILED');
    expect(error.message).toMatch(/\w/);
    expect(error.details.fields.map((f) => f.path).sort()).toEqual(['', 'name']);
    expect(seen).toEqual([]);
  });

  it('refuses any payload where none is declared, and answers { ok: true } with the declared status', async () => {
    expect((await post('/nothing', { sneaky: true })).status).toBe(400);
    const res = await post('/nothing', {});
    expect(res.status).toBe(201);
    expect(await res.json()).toEqual({ ok: true });
  });

  it('sends a reply as it is: status, headers and a body already serialised', async () => {
    const res = await fetch(`${base}/raw`);
    expect(res.status).toBe(202);
    expect(res.headers.get('cache-control')).toBe('public, max-age=60');
    expect(res.headers.get('content-type')).toMatch(/application\/json/);
    expect(await res.json()).toEqual({ kept: true });
  });

  it('asks for the caller before the body: no token is 401 UNAUTHENTICATED', async () => {
    const res = await post('/mine', { anything: 1 });
    expect(res.status).toBe(401);
    expect(((await res.json()) as { error: { code: string } }).error.code).toBe('UNAUTHENTICATED');
  });
});

describe('Firestore under contention', () => {
  it.each(['/contended', '/unavailable'])('%s answers 503 SERVICE_BUSY with Retry-After, never a 500', async (path) => {
    const res = await post(path, {}, { cookie: '__session=en' });
    expect(res.status).toBe(503);
    expect(res.headers.get('retry-after')).toBe('2');
    expect(((await res.json()) as { error: { code: string; message: string } }).error).toMatchObject({ code: 'SERVICE_BUSY', message: 'The shop is very busy right now. Please try again in a few seconds.' });
  });

  it('any other failure stays a 500 INTERNAL', async () => {
    const res = await post('/broken', {});
    expect(res.status).toBe(500);
    expect(((await res.json()) as { error: { code: string } }).error.code).toBe('INTERNAL');
  });

  it('streams a reply as it is written, and cuts the connection when it fails part-way rather than end a short file', async () => {
    const whole = await post('/stream', {});
    expect(whole.status).toBe(200);
    expect(whole.headers.get('content-type')).toContain('text/csv');
    expect(await whole.text()).toBe('a;b\r\n1;2\r\n');
    const cut = await post('/stream-cut', {});
    expect(cut.status).toBe(200);
    await expect(cut.text()).rejects.toThrow();
  });
});
