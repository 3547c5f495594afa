// The lists of cards: a user's own, and the ADMIN's active and inactive ones (newest first).
import type { z } from 'zod';
import type { activePageBody } from '@domain/api/orders';
import { db } from '../admin';
import type { Caller } from '../http/auth';
import { readPage } from '../http/paging';
import { COLLECTIONS } from '../model/types';
import { ACTIVE_STATUSES, INACTIVE_STATUSES } from '@domain/order-status';
import { presentCards } from '../order-core/present';
import { cardConverter } from '../model/converters';

/** The first API left the page size of inactive cards open; 20 fits one screen of the orders manager. */
const INACTIVE_PAGE_SIZE = 20;
/** A usual day's active cards fit in one page; a flood of orders is paged, never cut off. */
const ACTIVE_PAGE_SIZE = 100;


const cards = () => db.collection(COLLECTIONS.shoppingCards).withConverter(cardConverter);

export async function userShoppingCards(caller: Caller) {
  const snap = await cards().where('userId', '==', caller.uid).orderBy('createdAt', 'desc').limit(200).get();
  return presentCards(snap.docs, caller);
}

export async function activeShoppingCards(caller: Caller, { startAfterId }: z.infer<typeof activePageBody>) {
  const { docs, hasMore } = await readPage({
    query: cards().where('status', 'in', [...ACTIVE_STATUSES]).orderBy('createdAt', 'desc'),
    collection: cards(),
    startAfterId,
    pageSize: ACTIVE_PAGE_SIZE,
    missingCursor: 'SHOPPING_CARD_NOT_FOUND',
  });
  return { data: await presentCards(docs, caller), hasMore, pageSize: ACTIVE_PAGE_SIZE };
}

export async function inactiveShoppingCards(caller: Caller, skipCount: number) {
  // One more than a page tells whether another page follows without a count query.
  const snap = await cards()
    .where('status', 'in', [...INACTIVE_STATUSES])
    .orderBy('createdAt', 'desc')
    .offset(skipCount)
    .limit(INACTIVE_PAGE_SIZE + 1)
    .get();
  const data = await presentCards(snap.docs.slice(0, INACTIVE_PAGE_SIZE), caller);
  return { data, hasMore: snap.docs.length > INACTIVE_PAGE_SIZE, pageSize: INACTIVE_PAGE_SIZE };
}
