// The ADMIN's lists of active orders and of callback requests are paged, never cut off: with more
// than 500 of each (seeded straight into Firestore, older than anything else, so they come last),
// following `startAfterId` page by page returns every one exactly once, newest first, even when
// items leave the list between two pages.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { db } from '../../src/admin';
import { COLLECTIONS } from '../../src/model/types';
import { createTestUser, type TestUser } from '../auth-tokens';
import { ACTIVE, deleteSeeded, seedOldCallbacks, seedOldCards } from '../paging-support';
import { makeGood, post } from './orders-support';

const SEEDED = 520;

let admin: TestUser;

interface Page {
  data: { _id: string; status?: string }[];
  hasMore: boolean;
  pageSize: number;
}

/** Every page of a list, following the cursor; `between` runs after each page. */
async function allPages(path: string, body: Record<string, unknown>, between: (page: Page) => Promise<void> = async () => {}) {
  const pages: Page[] = [];
  let startAfterId: string | undefined;
  do {
    const res = await post<Page>(path, { ...body, ...(startAfterId ? { startAfterId } : {}) }, admin);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    pages.push(res.body);
    startAfterId = res.body.data.at(-1)?._id;
    await between(res.body);
  } while (pages.at(-1)!.hasMore);
  return pages;
}

beforeAll(async () => {
  admin = await createTestUser('admin');
});

afterAll(() => deleteSeeded());

describe('POST /api/getallactiveshoppingcards', () => {
  let ids: string[];
  beforeAll(async () => {
    const goodId = await makeGood({ quantity: 5 });
    ids = await seedOldCards(SEEDED, goodId, 900_000, (i) => `Сторінка ${i}`);
  });

  it(`pages past 500: all ${SEEDED} seeded active cards, each once, newest first`, async () => {
    const pages = await allPages('/api/getallactiveshoppingcards', {});
    expect(pages[0]!.pageSize).toBe(100);
    expect(pages.length).toBeGreaterThan(5);
    const listed = pages.flatMap((p) => p.data.map((c) => c._id));
    expect(new Set(listed).size).toBe(listed.length);
    expect(listed.filter((id) => ids.includes(id))).toEqual(ids);
    expect(pages.flatMap((p) => p.data).every((c) => (ACTIVE as readonly string[]).includes(c.status!))).toBe(true);
  });

  it('a card that leaves the list between two pages makes no other card be skipped', async () => {
    const leaving: string[] = [];
    const pages = await allPages('/api/getallactiveshoppingcards', {}, async (page) => {
      // The shop completes the last card of the page it just read, as it works through the list.
      const last = page.data.at(-1);
      if (!last || !ids.includes(last._id)) return;
      leaving.push(last._id);
      await db.collection(COLLECTIONS.shoppingCards).doc(last._id).update({ status: 'COMPLETED' });
    });
    expect(leaving.length).toBeGreaterThan(3);
    // Each leaving card was listed before it left; with offsets, the card after it would be lost.
    const listed = pages.flatMap((p) => p.data.map((c) => c._id));
    expect(listed.filter((id) => ids.includes(id))).toEqual(ids);
  });

  it('a page after a card that does not exist is a 404, not a silent first page', async () => {
    const res = await post('/api/getallactiveshoppingcards', { startAfterId: 'noSuchCardPagingTest' }, admin);
    expect(res.status).toBe(404);
    expect(res.body.error?.code).toBe('SHOPPING_CARD_NOT_FOUND');
  });
});

describe('POST /api/getcallbackrequests', () => {
  let ids: string[];
  beforeAll(async () => {
    ids = await seedOldCallbacks(SEEDED, (i) => `Сторінка${i}`);
  });

  it(`pages past 500: all ${SEEDED} seeded requests, each once, newest first`, async () => {
    const pages = await allPages('/api/getcallbackrequests', {});
    expect(pages[0]!.pageSize).toBe(100);
    const listed = pages.flatMap((p) => p.data.map((r) => r._id));
    expect(new Set(listed).size).toBe(listed.length);
    expect(listed.filter((id) => ids.includes(id))).toEqual(ids);
  });

  it('open requests only: every open one once, even when requests are marked done between pages', async () => {
    const open = ids.filter((_, i) => (SEEDED - 1 - i) % 5 !== 0);
    const marked: string[] = [];
    const pages = await allPages('/api/getcallbackrequests', { onlyOpen: true }, async (page) => {
      const first = page.data.find((r) => ids.includes(r._id));
      if (!first) return;
      marked.push(first._id);
      const res = await post('/api/markcallbackdone', { requestId: first._id }, admin);
      expect(res.status).toBe(200);
    });
    const listed = pages.flatMap((p) => p.data.map((r) => r._id)).filter((id) => ids.includes(id));
    expect(listed).toEqual(open);
    expect(marked.length).toBeGreaterThan(4);
  });
});
