// The lists of cards: a user's own, and the ADMIN's active and inactive ones (newest first).
import { db } from '../admin';
import type { Caller } from '../http/auth';
import { COLLECTIONS } from '../model/types';
import { ACTIVE_STATUSES, INACTIVE_STATUSES } from '../../../domain/order-status';
import { presentCards } from './present';

/** SPEC.md leaves the page size of inactive cards open; 20 fits one screen of the orders manager. */
export const INACTIVE_PAGE_SIZE = 20;
/** Active cards are worked through daily; more than this at once would mean something is stuck. */
const ACTIVE_LIMIT = 500;

const cards = () => db.collection(COLLECTIONS.shoppingCards);

export async function userShoppingCards(caller: Caller) {
  const snap = await cards().where('userId', '==', caller.uid).orderBy('createdAt', 'desc').limit(200).get();
  return presentCards(snap.docs, caller);
}

export async function activeShoppingCards(caller: Caller) {
  const snap = await cards().where('status', 'in', [...ACTIVE_STATUSES]).orderBy('createdAt', 'desc').limit(ACTIVE_LIMIT).get();
  return presentCards(snap.docs, caller);
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
