// How many Firestore documents one view of the ADMIN's dashboard reads, with N orders in the shop:
// N generated cards of the seeded yarn (spread over 120 days, every status) are written with the
// triggers paused, the summaries rebuilt from them (timed), and the dashboard's read of 90 days,
// the widest, counted by wrapping firebase-admin's reads. Removed afterwards, the summaries rebuilt.
import { Timestamp, type Firestore } from 'firebase-admin/firestore';
import { ORDER_STATUSES } from '@domain/order-status.ts';
import { db } from '../../functions/src/admin.ts';
import type { ShoppingCardDoc } from '../../functions/src/model/types.ts';
import { readOwnerFigures } from '../../functions/src/owner-figures/read-owner-figures.ts';
import { rebuildOwnerFigures } from '../../functions/src/owner-figures/rebuild-owner-figures.ts';
import { withTriggersPaused } from '../seed/triggers-paused.ts';
import { check, type Row } from './report.ts';

const ORDERS = Number(process.env.BENCH_DASHBOARD_ORDERS ?? 2000);
const SECTION = `Dashboard (${ORDERS} orders over 120 days)`;
const MAX_READS = 40;
const DAY_MS = 86_400_000;

export interface CountedReads {
  documents: number;
  calls: number;
}

/** Runs `work` with every document read of firebase-admin counted: getAll, a document's get, a query's get. */
export async function countReads<T>(firestore: Firestore, work: () => Promise<T>): Promise<{ result: T; reads: CountedReads }> {
  const reads: CountedReads = { documents: 0, calls: 0 };
  const docProto = Object.getPrototypeOf(firestore.doc('a/b')) as { get: (...args: unknown[]) => Promise<{ exists: boolean }> };
  const queryProto = Object.getPrototypeOf(Object.getPrototypeOf(firestore.collection('a'))) as { get: (...args: unknown[]) => Promise<{ size: number }> };
  const originals = { getAll: firestore.getAll, docGet: docProto.get, queryGet: queryProto.get };
  firestore.getAll = (async (...args: Parameters<Firestore['getAll']>) => {
    const snaps = await originals.getAll.apply(firestore, args);
    reads.calls += 1;
    reads.documents += snaps.length;
    return snaps;
  }) as Firestore['getAll'];
  docProto.get = async function (this: unknown, ...args: unknown[]) {
    reads.calls += 1;
    reads.documents += 1;
    return originals.docGet.apply(this, args);
  };
  queryProto.get = async function (this: unknown, ...args: unknown[]) {
    const snap = await originals.queryGet.apply(this, args);
    reads.calls += 1;
    reads.documents += Math.max(snap.size, 1);
    return snap;
  };
  try {
    return { result: await work(), reads };
  } finally {
    firestore.getAll = originals.getAll;
    docProto.get = originals.docGet;
    queryProto.get = originals.queryGet;
  }
}

async function writeCards(): Promise<string[]> {
  const goods = (await db.collection('goods').where('kind', '==', 'skeinYarn').limit(60).get()).docs;
  if (goods.length === 0) throw new Error('no seeded yarn to order');
  const ids: string[] = [];
  const now = Date.now();
  const writer = db.bulkWriter();
  for (let i = 0; i < ORDERS; i += 1) {
    const id = `bench-dashboard-${String(i).padStart(6, '0')}`;
    const good = goods[i % goods.length]!;
    const status = ORDER_STATUSES[i % ORDER_STATUSES.length]!;
    const card: ShoppingCardDoc = {
      shoppingCardId: 900_000 + i,
      status,
      goods: [{ goodId: good.id, quantityToSell: 1 + (i % 3), price: good.get('price') as number, discount: { hasDiscount: false, amount: 0 }, title: good.get('title'), measurement: good.get('measurement'), mainImage: null }],
      goodIds: [good.id],
      userId: null,
      customer: { name: 'Бенч Тестова', phone: '+380671234567', email: null },
      delivery: { carrier: i % 4 === 0 ? 'ukrposhta' : 'novaposhta', city: 'Київ', branch: '1', trackingNumber: null },
      payment: 'cod',
      comment: null,
      idempotencyKey: id,
      history: [{ status, at: null, actor: 'guest' }],
      createdAt: Timestamp.fromMillis(now - (i % 120) * DAY_MS),
      updatedAt: Timestamp.fromMillis(now),
    };
    void writer.set(db.collection('shoppingCards').doc(id), card);
    ids.push(id);
  }
  await writer.close();
  return ids;
}

async function removeCards(ids: string[]): Promise<void> {
  const writer = db.bulkWriter();
  for (const id of ids) void writer.delete(db.collection('shoppingCards').doc(id));
  await writer.close();
}

export async function dashboardRows(): Promise<Row[]> {
  const ids = await withTriggersPaused(writeCards);
  try {
    const started = performance.now();
    const rebuilt = await rebuildOwnerFigures();
    const rebuildMs = performance.now() - started;
    const { result, reads } = await countReads(db, () => readOwnerFigures(90));
    const { reads: week } = await countReads(db, () => readOwnerFigures(7));
    return [
      {
        section: SECTION,
        metric: 'documents one dashboard view reads (90 days; 7 days)',
        value: `${reads.documents} in ${reads.calls} round trips; ${week.documents} in ${week.calls}`,
        target: `at most ${MAX_READS}, whatever the number of orders`,
        verdict: check(reads.documents <= MAX_READS && week.documents <= MAX_READS),
        data: { reads, week, orders: result.perDay.reduce((sum, d) => sum + d.orders, 0), topLines: result.topLines.length },
      },
      {
        section: SECTION,
        metric: 'rebuild of the summaries from every order (Firestore emulator, in this process)',
        value: `${(rebuildMs / 1000).toFixed(1)} s for ${rebuilt.cards} cards`,
        verdict: 'n/a',
        data: { ...rebuilt, rebuildMs },
      },
    ];
  } finally {
    await withTriggersPaused(() => removeCards(ids));
    await rebuildOwnerFigures();
  }
}
