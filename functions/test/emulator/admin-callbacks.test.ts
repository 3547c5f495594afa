// The ADMIN's callback requests: POST /api/getcallbackrequests (newest first, optionally open
// only) and POST /api/markcallbackdone, through Hosting, for an ADMIN, a user and a guest.
import { randomUUID } from 'node:crypto';
import { Timestamp } from 'firebase-admin/firestore';
import { beforeAll, describe, expect, it } from 'vitest';
import { db } from '../../src/admin';
import { COLLECTIONS } from '../../src/model/types';
import { createTestUser, type TestUser } from '../auth-tokens';
import { post } from './orders-support';

interface ListedRequest {
  _id: string;
  clientName: string;
  clientPhone: string;
  done: boolean;
  createdAt: string | null;
}

const requests = db.collection(COLLECTIONS.callbackRequests);

let admin: TestUser;
let user: TestUser;
beforeAll(async () => {
  [admin, user] = await Promise.all([createTestUser('admin'), createTestUser()]);
});

/** Three requests of this test, one minute apart, in the future so they top the newest-first list. */
async function seedRequests() {
  const tag = randomUUID().slice(0, 8);
  const base = Date.now() + 24 * 3600 * 1000 + Math.floor(Math.random() * 1e6);
  const ids = await Promise.all(
    [0, 1, 2].map(async (i) => {
      const ref = await requests.add({
        clientName: `Тест-${tag}-${i}`,
        clientPhone: `38067000000${i}`,
        done: i === 1,
        createdAt: Timestamp.fromMillis(base + i * 60_000),
      });
      return ref.id;
    }),
  );
  return { tag, ids };
}

const list = (body: unknown, caller: TestUser | null = admin) => post<{ data: ListedRequest[] }>('/api/getcallbackrequests', body, caller);
const markDone = (body: unknown, caller: TestUser | null = admin) => post<{ data: ListedRequest }>('/api/markcallbackdone', body, caller);

describe('POST /api/getcallbackrequests', () => {
  it('answers every request newest first, and only the open ones with onlyOpen', async () => {
    const { tag, ids } = await seedRequests();
    const all = await list({});
    expect(all.status).toBe(200);
    const mine = all.body.data.filter((r) => r.clientName.includes(tag));
    expect(mine.map((r) => r._id)).toEqual([ids[2], ids[1], ids[0]]);
    expect(mine[0]).toMatchObject({ clientPhone: '380670000002', done: false });
    expect(new Date(mine[0]!.createdAt!).getTime()).toBeGreaterThan(new Date(mine[1]!.createdAt!).getTime());
    const times = all.body.data.map((r) => new Date(r.createdAt ?? 0).getTime());
    expect(times).toEqual([...times].sort((a, b) => b - a));

    const open = await list({ onlyOpen: true });
    expect(open.status).toBe(200);
    expect(open.body.data.every((r) => !r.done)).toBe(true);
    expect(open.body.data.filter((r) => r.clientName.includes(tag)).map((r) => r._id)).toEqual([ids[2], ids[0]]);
  });

  it.each([
    ['onlyOpen as a string', { onlyOpen: 'yes' }],
    ['an unknown field', { onlyOpen: true, limit: 5 }],
  ])('refuses %s with 400 VALIDATION_FAILED', async (_, body) => {
    const res = await list(body);
    expect(res.status).toBe(400);
    expect(res.body.error?.code).toBe('VALIDATION_FAILED');
  });

  it('refuses a signed-in user (403) and a guest (401)', async () => {
    expect((await list({}, user)).status).toBe(403);
    const guest = await list({}, null);
    expect(guest.status).toBe(401);
    expect(guest.body.error?.code).toBe('UNAUTHENTICATED');
  });
});

describe('POST /api/markcallbackdone', () => {
  it('marks the request done and records who did it', async () => {
    const { ids } = await seedRequests();
    const res = await markDone({ requestId: ids[0] });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ _id: ids[0], done: true });
    const stored = (await requests.doc(ids[0]!).get()).data()!;
    expect(stored).toMatchObject({ done: true, doneBy: admin.uid });
    expect(stored.doneAt).toBeInstanceOf(Timestamp);
    const open = await list({ onlyOpen: true });
    expect(open.body.data.some((r) => r._id === ids[0])).toBe(false);
  });

  it.each([
    ['a missing id', {}, 400, 'VALIDATION_FAILED'],
    ['an id with a slash', { requestId: 'a/b' }, 400, 'VALIDATION_FAILED'],
    ['an id as a number', { requestId: 42 }, 400, 'VALIDATION_FAILED'],
    ['an unknown id', { requestId: `missing-${randomUUID()}` }, 404, 'CALLBACK_REQUEST_NOT_FOUND'],
  ])('refuses %s with %s %s and writes nothing', async (_, body, status, code) => {
    const { ids } = await seedRequests();
    const before = await requests.doc(ids[0]!).get();
    const count = (await requests.count().get()).data().count;
    const res = await markDone(body);
    expect(res.status).toBe(status);
    expect(res.body.error?.code).toBe(code);
    expect((await requests.doc(ids[0]!).get()).data()).toEqual(before.data());
    expect((await requests.count().get()).data().count).toBe(count);
  });

  it.each([
    ['a signed-in user', 'user', 403],
    ['a guest', 'guest', 401],
  ] as const)('refuses %s with %s and leaves the request open', async (_, who, status) => {
    const { ids } = await seedRequests();
    const res = await markDone({ requestId: ids[0] }, who === 'user' ? user : null);
    expect(res.status).toBe(status);
    expect((await requests.doc(ids[0]!).get()).get('done')).toBe(false);
  });
});
