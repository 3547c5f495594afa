// Helpers of the paging tests: many active cards or callback requests written straight into
// Firestore in batches, dated 2001 so that they sort after everything the other tests make, and
// deleted again afterwards. The emulator's triggers are paused meanwhile: a thousand card writes
// would queue two thousand deliveries (the customer's messages, the money) that the tests after
// these would wait behind, for fixtures no trigger has anything to do with.
import { Timestamp, type DocumentReference } from 'firebase-admin/firestore';
import { withTriggersPaused } from '../../scripts/seed/triggers-paused';
import { db } from '../src/admin';
import { COLLECTIONS, type CallbackRequestDoc, type ShoppingCardDoc } from '../src/model/types';

export const ACTIVE = ['UNCONFIRMED', 'RESERVED', 'CONFIRMED', 'SENT'] as const;
const BATCH = 400;

/** 2001-01-01, a second apart. */
const at = (i: number) => Timestamp.fromMillis(978_307_200_000 + i * 1000);

const seeded: DocumentReference[] = [];

/** Writes `count` documents made by `make(i)`; answers their ids newest first, as the lists do. */
export async function seedOld<T extends object>(collection: string, count: number, make: (i: number) => T): Promise<string[]> {
  const refs = Array.from({ length: count }, () => db.collection(collection).doc());
  await withTriggersPaused(async () => {
    for (let start = 0; start < refs.length; start += BATCH) {
      const batch = db.batch();
      refs.slice(start, start + BATCH).forEach((ref, j) => batch.set(ref, make(start + j)));
      await batch.commit();
    }
  });
  seeded.push(...refs);
  return refs.map((r) => r.id).reverse();
}

export async function deleteSeeded(): Promise<void> {
  await withTriggersPaused(async () => {
    for (let start = 0; start < seeded.length; start += BATCH) {
      const batch = db.batch();
      seeded.slice(start, start + BATCH).forEach((ref) => batch.delete(ref));
      await batch.commit();
    }
  });
  seeded.length = 0;
}

/** The i-th old active card: one unit of `goodId`, display number `firstNumber + i`. */
export function oldCard(i: number, goodId: string, firstNumber: number, customerName: (i: number) => string): ShoppingCardDoc {
  return {
    shoppingCardId: firstNumber + i,
    status: ACTIVE[i % ACTIVE.length]!,
    goods: [{ goodId, quantityToSell: 1, price: 100, discount: { hasDiscount: false, amount: 0 }, title: { ua: 'Пряжа', en: 'Yarn' }, measurement: 'skein', mainImage: null }],
    goodIds: [goodId],
    userId: null,
    customer: { name: customerName(i), phone: '380671234567', email: null },
    delivery: { carrier: 'novaposhta', city: 'Київ', branch: '1', trackingNumber: null },
    payment: 'cod',
    comment: null,
    idempotencyKey: `paging-${firstNumber + i}`,
    history: [{ status: 'UNCONFIRMED', at: at(i), actor: 'guest' }],
    createdAt: at(i),
    updatedAt: at(i),
  };
}

/** The i-th old callback request; every fifth one is done. */
export function oldCallback(i: number, clientName: (i: number) => string): CallbackRequestDoc {
  return { clientName: clientName(i), clientPhone: `38067${String(1_000_000 + i)}`, done: i % 5 === 0, createdAt: at(i) };
}

export const seedOldCards = (count: number, goodId: string, firstNumber: number, customerName: (i: number) => string) =>
  seedOld<ShoppingCardDoc>(COLLECTIONS.shoppingCards, count, (i) => oldCard(i, goodId, firstNumber, customerName));

export const seedOldCallbacks = (count: number, clientName: (i: number) => string) =>
  seedOld<CallbackRequestDoc>(COLLECTIONS.callbackRequests, count, (i) => oldCallback(i, clientName));
