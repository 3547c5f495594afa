// The fault and bad-input suite: every /api and /auth endpoint (one row each in
// fault-inputs.endpoints.ts) gets missing fields, wrong types, 1 MB strings, negative and
// fractional numbers, unknown and odd ids, script/HTML/SQL/NoSQL injection strings, malformed
// JSON, wrong content types, and expired or forged tokens, through Hosting as the shop calls it.
// Each must be a 4xx with a stable code in a JSON body (never a 5xx), and Firestore must be the
// same before and after the endpoint's batch.
import { createHmac, createSign, generateKeyPairSync, randomBytes } from 'node:crypto';
import type { Express } from 'express';
import { beforeAll, describe, expect, it } from 'vitest';
import { db } from '../../src/admin';
import { createApp } from '../../src/app';
import { COLLECTIONS } from '../../src/model/types';
import { snapshot } from '../admin-api';
import { createTestUser, type TestUser } from '../auth-tokens';
import { useLocalApp } from '../local-app';
import { FUNCTION_URL, SHOP_URL } from '../shop-url';
import { ENDPOINTS, type Answer, type EndpointRow, type Fixture, type Json } from './fault-inputs.endpoints';
import { makeGood, placeOrder } from './orders-support';

const HUGE = 'x'.repeat(1024 * 1024);
const INJECTIONS = ['<script>alert(1)</script>', '"><img src=x onerror=alert(1)>', "'; DROP TABLE goods; --", '{"$gt":""}'];
/** Well-formed for the schemas, but names Firestore reserves or treats specially. */
const ODD_IDS = ['__fault__', '__name__', '..', '.', 'f'.repeat(128), 'ї-漢字-😀'];
/** Requests in flight at once: the Functions emulator on two cores chokes above about 15. */
const CONCURRENCY = 8;
/** Every collection of docs/data-model.md. */
const ALL_COLLECTIONS = Object.values(COLLECTIONS);

interface Reply extends Answer {
  contentType: string;
}

interface Probe {
  name: string;
  send: () => Promise<Reply>;
  /** The exact code, or the exact status for an allowed answer. */
  expect?: string | number;
  /** A VALIDATION_FAILED answer must name this field in details.fields. */
  field?: string;
  /** The row's tolerated success is acceptable for this probe. */
  tolerable?: boolean;
  /** The platform answers before our app (see MALFORMED and the path rows): any 4xx, any body. */
  platform?: boolean;
}

let admin: TestUser;
let user: TestUser;
/** Only /auth/logout's probes use this one, so a logout that went through could not spoil the others. */
let leaver: TestUser;
let fixture: Fixture;

beforeAll(async () => {
  [admin, user, leaver] = await Promise.all([createTestUser('admin'), createTestUser('user'), createTestUser('user')]);
  const goodId = await makeGood({ quantity: 10 });
  fixture = { goodId, cardId: await placeOrder([{ goodId, quantity: 1 }]) };
});

// ---------- sending ----------

/** A documentation-range /64 per request (limits count IPv6 by /64), so that no throttle adds up across probes. */
const address = () => `2001:db8:${randomBytes(2).toString('hex')}:${randomBytes(2).toString('hex')}::1`;

async function send(
  path: string,
  {
    method = 'POST',
    token,
    json,
    raw,
    contentType,
    target = SHOP_URL,
  }: { method?: string; token?: string | null; json?: unknown; raw?: BodyInit; contentType?: string; target?: string },
): Promise<Reply> {
  const headers: Record<string, string> = { 'x-forwarded-for': address() };
  if (token) headers.authorization = `Bearer ${token}`;
  let body: BodyInit | undefined = raw;
  if (json !== undefined) {
    body = JSON.stringify(json);
    headers['content-type'] = 'application/json';
  }
  if (contentType) headers['content-type'] = contentType;
  const res = await fetch(`${target}${path}`, { method, headers, body });
  const text = await res.text();
  const type = res.headers.get('content-type') ?? '';
  let parsed: Record<string, unknown> = { text: text.slice(0, 200) };
  if (type.includes('json')) {
    try {
      parsed = JSON.parse(text) as Record<string, unknown>;
    } catch {
      // judged below as "not JSON"
    }
  }
  return { status: res.status, body: parsed, contentType: type };
}

async function inGroups<T, R>(items: T[], size: number, run: (item: T) => Promise<R>): Promise<R[]> {
  const results: R[] = [];
  for (let i = 0; i < items.length; i += size) results.push(...(await Promise.all(items.slice(i, i + size).map(run))));
  return results;
}

// ---------- tokens ----------

const b64 = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
const { privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });

function jwt(header: object, payload: object, sign?: (input: string) => string): string {
  const input = `${b64(header)}.${b64(payload)}`;
  return `${input}.${sign ? sign(input) : ''}`;
}

function claims(uid: string, extra: object = {}) {
  const project = process.env.GCLOUD_PROJECT ?? 'demo-yarn-shop';
  const now = Math.floor(Date.now() / 1000);
  return {
    iss: `https://securetoken.google.com/${project}`,
    aud: project,
    auth_time: now - 60,
    user_id: uid,
    sub: uid,
    iat: now - 60,
    exp: now + 3600,
    role: 'ADMIN',
    firebase: { identities: {}, sign_in_provider: 'password' },
    ...extra,
  };
}

/**
 * Tokens that must all be refused with 401 UNAUTHENTICATED. Under the Auth emulator
 * firebase-admin accepts unsigned (alg: none) tokens, because the emulator issues only those;
 * so an unsigned token for an existing user with fresh times would pass here, and is left out.
 * Production verifies RS256 against Google's keys, which refuses every token below too.
 */
function badTokens(): { name: string; token: string }[] {
  const now = Math.floor(Date.now() / 1000);
  return [
    { name: 'a garbage bearer', token: 'garbage' },
    { name: 'three dots of nothing', token: 'a.b.c' },
    { name: 'an expired token of a real ADMIN', token: jwt({ alg: 'none', typ: 'JWT' }, claims(admin.uid, { iat: now - 7200, auth_time: now - 7200, exp: now - 3600 })) },
    { name: 'an unsigned ADMIN token of a user who does not exist', token: jwt({ alg: 'none', typ: 'JWT' }, claims('no-such-user-fault-probe')) },
    { name: 'an unsigned token for another project', token: jwt({ alg: 'none', typ: 'JWT' }, claims(admin.uid, { aud: 'other-project', iss: 'https://securetoken.google.com/other-project' })) },
    {
      name: 'an RS256 token signed with a key of our own',
      token: jwt({ alg: 'RS256', kid: 'forged', typ: 'JWT' }, claims(admin.uid), (input) => createSign('RSA-SHA256').update(input).sign(privateKey).toString('base64url')),
    },
    { name: 'an HS256 token signed with a guessed secret', token: jwt({ alg: 'HS256', typ: 'JWT' }, claims(admin.uid), (input) => createHmac('sha256', 'secret').update(input).digest('base64url')) },
  ];
}

// ---------- probes ----------

type Path = (string | number)[];

function leaves(value: Json, path: Path = []): { path: Path; value: Json }[] {
  const here = path.length ? [{ path, value }] : [];
  if (Array.isArray(value)) return [...here, ...value.flatMap((item, i) => leaves(item, [...path, i]))];
  if (value !== null && typeof value === 'object') return [...here, ...Object.entries(value).flatMap(([key, item]) => leaves(item, [...path, key]))];
  return here;
}

function setAt(body: Record<string, Json>, path: Path, value: Json): Record<string, Json> {
  const copy = structuredClone(body);
  let node = copy as unknown as Record<string | number, Json>;
  for (const key of path.slice(0, -1)) node = node[key] as unknown as Record<string | number, Json>;
  node[path.at(-1)!] = value;
  return copy;
}

const dotted = (path: Path) => path.join('.');
const pathOf = (field: string): Path => field.split('.').map((key) => (/^\d+$/.test(key) ? Number(key) : key));

function wrongTypes(value: Json): Json[] {
  if (typeof value === 'string') return [12345, ['x'], { $gt: '' }];
  // null stands for a string or a number that is not there: a boolean is wrong for both.
  if (value === null) return [true, ['x'], { $gt: '' }];
  if (typeof value === 'number') return ['12', [1], { $gt: 0 }];
  if (typeof value === 'boolean') return ['true', 1];
  return ['x'];
}

/** Who calls: an ADMIN for admin rows so that validation, not the 403, is what answers. */
function callerOf(row: EndpointRow): TestUser | null {
  if (row.access === 'admin') return admin;
  if (row.access === 'caller') return row.path === '/auth/logout' ? leaver : user;
  return null;
}

function form(fields: Record<string, string>, file?: { field: string; filename: string; type: string; bytes: Buffer }): FormData {
  const data = new FormData();
  for (const [name, value] of Object.entries(fields)) data.set(name, value);
  if (file) data.set(file.field, new Blob([new Uint8Array(file.bytes)], { type: file.type }), file.filename);
  return data;
}

/** The body a token probe carries: well-formed, so that only the token can be at fault. */
function authBody(row: EndpointRow): { json?: unknown; raw?: BodyInit } {
  if (row.input === 'json') return { json: row.base!(fixture) };
  if (row.input === 'multipart') return { raw: form(row.form!.fields) };
  return { json: {} };
}

function tokenProbes(row: EndpointRow): Probe[] {
  if (row.access === 'public') return [];
  const probes: Probe[] = badTokens().map(({ name, token }) => ({
    name: `token: ${name}`,
    send: () => send(row.path, { token, ...authBody(row) }),
    expect: 'UNAUTHENTICATED',
  }));
  if (row.access === 'admin' || row.access === 'caller') {
    probes.push({ name: 'token: none', send: () => send(row.path, authBody(row)), expect: 'UNAUTHENTICATED' });
  }
  if (row.access === 'admin') {
    probes.push({ name: 'token: a user without the ADMIN claim', send: () => send(row.path, { token: user.token, ...authBody(row) }), expect: 'FORBIDDEN' });
  }
  return probes;
}

/**
 * Malformed JSON never reaches our app: the Cloud Functions runtime (and its emulator,
 * firebase-tools' functionsEmulatorRuntime) parses JSON bodies with its own body-parser before
 * calling the function, and answers a broken one with its own plain 400 page. Calling the
 * function directly (FUNCTION_URL) meets the same runtime, so it gives the same page. What can
 * be shown here is the refusal and that nothing was written; that our app itself answers
 * MALFORMED_JSON is shown in-process below, for every route.
 */
const MALFORMED = '{"a":';

function malformedProbe(row: EndpointRow): Probe {
  const token = callerOf(row)?.token;
  return { name: 'malformed JSON', send: () => send(row.path, { token, raw: MALFORMED, contentType: 'application/json' }), expect: 400, platform: true };
}

function jsonProbes(row: EndpointRow): Probe[] {
  const token = callerOf(row)?.token;
  const base = row.base!;
  const post = (json: unknown) => () => send(row.path, { token, json });
  const probes: Probe[] = [
    { name: 'the base body', send: post(base(fixture)), expect: row.baseAnswer, tolerable: typeof row.baseAnswer === 'number' },
    { name: 'an array instead of an object', send: post([]), expect: 'VALIDATION_FAILED' },
    { name: 'wrong content type: text/plain', send: () => send(row.path, { token, raw: JSON.stringify(base(fixture)), contentType: 'text/plain' }), expect: 'UNSUPPORTED_CONTENT_TYPE' },
    {
      name: 'wrong content type: multipart',
      send: () => send(row.path, { token, raw: form(Object.fromEntries(Object.entries(base(fixture)).map(([k, v]) => [k, typeof v === 'string' ? v : JSON.stringify(v)]))) }),
      expect: 'UNSUPPORTED_CONTENT_TYPE',
    },
    malformedProbe(row),
  ];
  if (!row.emptyIsValid) probes.push({ name: 'missing fields: {}', send: post({}) });
  for (const { path, value } of leaves(base(fixture))) {
    const field = dotted(path);
    for (const wrong of wrongTypes(value)) {
      probes.push({ name: `${field} = ${JSON.stringify(wrong)}`, send: post(setAt(base(fixture), path, wrong)), expect: 'VALIDATION_FAILED', field });
    }
    if (typeof value === 'string' || value === null) {
      probes.push({ name: `${field} = 1 MB`, send: post(setAt(base(fixture), path, HUGE)), field });
      for (const injection of INJECTIONS) {
        probes.push({ name: `${field} = ${injection}`, send: post(setAt(base(fixture), path, injection)), tolerable: true });
      }
    }
  }
  const numbers = [...(row.numbers ?? []).map((field) => [field, [-1, 1.5, -0.5]] as const), ...(row.measures ?? []).map((field) => [field, [-1, -0.5]] as const)];
  for (const [field, values] of numbers) {
    for (const number of values) {
      probes.push({ name: `${field} = ${number}`, send: post(setAt(base(fixture), pathOf(field), number)), expect: 'VALIDATION_FAILED', field });
    }
  }
  for (const field of row.ids ?? []) {
    const path = pathOf(field);
    for (const id of ODD_IDS) probes.push({ name: `${field} = odd id ${id.slice(0, 20)}`, send: post(setAt(base(fixture), path, id)), tolerable: true });
  }
  for (const extra of row.extra?.(fixture) ?? []) {
    probes.push({ name: extra.name, send: post(extra.body), expect: extra.code, tolerable: !extra.code });
  }
  return [...probes, ...tokenProbes(row)];
}

function emptyProbes(row: EndpointRow): Probe[] {
  const token = callerOf(row)?.token;
  const post = (json: unknown) => () => send(row.path, { token, json });
  return [
    ...INJECTIONS.map((injection) => ({ name: `an unexpected field = ${injection}`, send: post({ unexpected: injection }), expect: 'VALIDATION_FAILED' })),
    { name: 'an unexpected field of 1 MB', send: post({ note: HUGE }), expect: 'VALIDATION_FAILED' },
    { name: 'an unexpected negative, fractional count', send: post({ skipCount: -1.5 }), expect: 'VALIDATION_FAILED' },
    { name: 'an array instead of an object', send: post([]), expect: 'VALIDATION_FAILED' },
    { name: 'wrong content type: text/plain', send: () => send(row.path, { token, raw: 'hello', contentType: 'text/plain' }), expect: 'UNSUPPORTED_CONTENT_TYPE' },
    { name: 'wrong content type: multipart', send: () => send(row.path, { token, raw: form({ a: '1' }) }), expect: 'UNSUPPORTED_CONTENT_TYPE' },
    malformedProbe(row),
    ...tokenProbes(row),
  ];
}

function multipartProbes(row: EndpointRow): Probe[] {
  const token = callerOf(row)?.token;
  const { fields, file, files } = row.form!;
  const [field] = Object.keys(fields) as [string];
  const upload = (data: FormData) => () => send(row.path, { token, raw: data });
  const probes: Probe[] = [
    { name: 'JSON instead of multipart', send: () => send(row.path, { token, json: fields }), expect: 'UNSUPPORTED_CONTENT_TYPE' },
    { name: 'text/plain instead of multipart', send: () => send(row.path, { token, raw: 'hello', contentType: 'text/plain' }), expect: 'UNSUPPORTED_CONTENT_TYPE' },
    malformedProbe(row),
    { name: 'missing fields: an empty form', send: upload(form({})), expect: 'VALIDATION_FAILED', field },
    { name: 'multipart without a boundary', send: () => send(row.path, { token, raw: 'x', contentType: 'multipart/form-data' }), expect: 'VALIDATION_FAILED' },
    {
      name: 'a form cut off in the middle',
      send: () => send(row.path, { token, raw: `--fault\r\nContent-Disposition: form-data; name="${field}"\r\n\r\nxx`, contentType: 'multipart/form-data; boundary=fault' }),
      expect: 'VALIDATION_FAILED',
    },
    ...[...INJECTIONS, HUGE].map((value) => ({
      name: `${field} = ${value.slice(0, 30)}`,
      send: upload(form({ ...fields, [field]: value })),
      expect: 'VALIDATION_FAILED',
      field,
    })),
    ...files.map((f) => ({ name: f.name, send: upload(form(fields, { field: file, ...f })), expect: f.code, tolerable: !f.code })),
  ];
  return [...probes, ...tokenProbes(row)];
}

/** GET reads that take no input: junk in the query, a forged token or a POST change nothing. */
function readProbes(row: EndpointRow): Probe[] {
  const query = `?q=${encodeURIComponent(INJECTIONS[0]!)}&id[$gt]=&skip=-1.5&big=${'x'.repeat(4000)}`;
  return [
    { name: 'junk in the query string (ignored: the read takes no input)', send: () => send(`${row.path}${query}`, { method: 'GET' }), expect: 200 },
    { name: 'a forged token (ignored: the read is public)', send: () => send(row.path, { method: 'GET', token: 'garbage' }), expect: 200 },
    { name: 'POST with a hostile body', send: () => send(row.path, { json: { $where: INJECTIONS[0] } }), expect: 'NOT_FOUND' },
  ];
}

/** Each URL straight to the function, and through Hosting unless Hosting cannot pass it on (see the row). */
function pathProbes(row: EndpointRow): Probe[] {
  return row.urls!.flatMap(({ path, hosting }) => {
    const name = `GET ${path.slice(0, 60)}`;
    const direct: Probe = { name: `${name} (straight to the function)`, send: () => send(path, { method: 'GET', target: FUNCTION_URL }), expect: 'NOT_FOUND' };
    if (hosting === 'none') return [direct];
    return [direct, { name: `${name} (through Hosting)`, send: () => send(path, { method: 'GET' }), expect: 'NOT_FOUND', platform: hosting === 'platform' }];
  });
}

function probesOf(row: EndpointRow): Probe[] {
  switch (row.input) {
    case 'json':
      return jsonProbes(row);
    case 'empty':
      return emptyProbes(row);
    case 'multipart':
      return multipartProbes(row);
    case 'none':
      return readProbes(row);
    case 'path':
      return pathProbes(row);
  }
}

// ---------- judging ----------

const SHARED_CODES = ['VALIDATION_FAILED', 'UNSUPPORTED_CONTENT_TYPE', 'UNAUTHENTICATED', 'FORBIDDEN', 'NOT_FOUND'];

/** What is wrong with an answer, or null when it is as it must be. */
function judge(row: EndpointRow, probe: Probe, reply: Reply): string | null {
  const error = reply.body.error as { code?: unknown; message?: unknown; details?: { fields?: { path: string }[] } } | undefined;
  const seen = `${reply.status} ${error?.code ?? JSON.stringify(reply.body).slice(0, 120)}`;
  if (reply.status >= 500) return `a server error: ${seen}`;
  if (probe.platform) return reply.status >= 400 ? null : `accepted: ${seen}`;
  if (probe.tolerable && row.tolerated?.accepts(reply)) return null;
  if (typeof probe.expect === 'number') return reply.status === probe.expect && reply.contentType.includes('application/json') ? null : `expected ${probe.expect} JSON, got ${seen} (${reply.contentType})`;
  if (reply.status < 400) return `accepted: ${seen}`;
  if (!reply.contentType.includes('application/json')) return `not JSON (${reply.contentType}): ${seen}`;
  if (typeof error?.code !== 'string' || typeof error.message !== 'string' || !error.message) return `no { error: { code, message } }: ${seen}`;
  if (probe.expect !== undefined && error.code !== probe.expect) return `expected ${probe.expect}, got ${seen}`;
  const allowed = [...SHARED_CODES, ...(row.refusals ?? [])];
  if (!allowed.includes(error.code)) return `code ${error.code} is not one this endpoint answers to bad input (${allowed.join(', ')})`;
  if (probe.field && error.code === 'VALIDATION_FAILED') {
    const named = (error.details?.fields ?? []).map((f) => f.path);
    if (!named.some((p) => p === probe.field || p.startsWith(`${probe.field}.`))) return `VALIDATION_FAILED names ${JSON.stringify(named)}, not ${probe.field}`;
  }
  return null;
}

/**
 * Written only by the catalogue's triggers and the owner's summaries' (ADR 13, ADR 21), which
 * follow writes the test files before this one made and may land at any moment: no request of
 * this suite writes them.
 */
const WRITTEN_BY_TRIGGERS = (path: string) =>
  path.startsWith('searchIndex/') || path === 'siteMeta/searchIndex' || path.startsWith('stockEvents/') || path.startsWith('ownerFigures/') || path.startsWith('ownerFigureCards/');

/** Paths of documents that differ between two snapshots. */
function changed(before: Record<string, unknown>, after: Record<string, unknown>, ignore: string[]): string[] {
  const paths = new Set([...Object.keys(before), ...Object.keys(after)]);
  return [...paths]
    .filter((p) => !ignore.includes(p.split('/')[0]!) && !WRITTEN_BY_TRIGGERS(p) && JSON.stringify(before[p]) !== JSON.stringify(after[p]))
    .sort();
}

/** One read per collection at once; the shared helper reads them one after another. */
async function snapshotAll(): Promise<Record<string, unknown>> {
  return Object.assign({}, ...(await Promise.all(ALL_COLLECTIONS.map((name) => snapshot([name])))));
}

// ---------- the suite ----------

const rowName = (row: EndpointRow) => `${row.method} ${row.path}`;

describe('every /api and /auth endpoint refuses bad input with a 4xx code and writes nothing', () => {
  it.each(ENDPOINTS.map((row) => [rowName(row), row] as const))('%s', async (_name, row) => {
    const probes = probesOf(row);
    const before = await snapshotAll();
    const replies = await inGroups(probes, CONCURRENCY, (probe) => probe.send());
    const after = await snapshotAll();

    const ignore = row.counted?.collections ?? [];
    // The writes a row makes by design (the login throttle's counts) are undone, so that later
    // logins of other tests are not throttled by this suite.
    for (const path of Object.keys(after)) {
      if (ignore.includes(path.split('/')[0]!) && !(path in before)) await db.doc(path).delete();
    }
    const failures = probes.map((probe, i) => [probe.name, judge(row, probe, replies[i]!)] as const).filter(([, problem]) => problem !== null);
    expect.soft(failures.map(([name, problem]) => `${name}: ${problem}`)).toEqual([]);
    expect.soft(changed(before, after, ignore), 'documents changed by refused requests').toEqual([]);
    expect(probes.length).toBeGreaterThan(2);
  });
});

describe('the table of endpoints', () => {
  /** "METHOD /path" of every route the express app registers, walked from its router stack. */
  function registeredRoutes(app: Express): string[] {
    type Layer = { route?: { path: string; methods: Record<string, boolean> }; name?: string; handle?: { stack?: Layer[] } };
    const walk = (stack: Layer[]): string[] =>
      stack.flatMap((layer) => {
        if (layer.route) return Object.keys(layer.route.methods).filter((m) => m !== '_all').map((m) => `${m.toUpperCase()} ${layer.route!.path}`);
        return layer.name === 'router' && layer.handle?.stack ? walk(layer.handle.stack) : [];
      });
    return walk((app as unknown as { _router: { stack: Layer[] } })._router.stack);
  }

  it('has exactly one row for every /api and /auth route of the app', () => {
    const routes = registeredRoutes(createApp()).filter((r) => / \/(api|auth)\//.test(r));
    expect(routes.length).toBeGreaterThan(40);
    expect(ENDPOINTS.map(rowName).sort()).toEqual([...new Set(routes)].sort());
  });
});

describe('malformed JSON, answered by the app itself', () => {
  // In front of the deployed function the platform answers first (see malformedProbe); the
  // app, served here on a local port, answers every route with its own stable code.
  const app = useLocalApp();

  it('is 400 MALFORMED_JSON in a JSON body on every POST route', async () => {
    const posts = ENDPOINTS.filter((row) => row.method === 'POST');
    const answers = await Promise.all(
      posts.map(async (row) => {
        const res = await fetch(`${app.url()}${row.path}`, { method: 'POST', headers: { 'content-type': 'application/json', authorization: 'Bearer garbage' }, body: MALFORMED });
        return `${row.path}: ${res.status} ${res.headers.get('content-type')?.split(';')[0]} ${((await res.json()) as { error?: { code?: string } }).error?.code}`;
      }),
    );
    expect(answers).toEqual(posts.map((row) => `${row.path}: 400 application/json MALFORMED_JSON`));
  });
});
