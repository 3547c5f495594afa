// Who may see and change a shopping card (docs/api.md, "Access"): an ADMIN any card; a
// signed-in user their own; a guest card whoever holds its unguessable id. Anyone else gets
// the same 404 as for a card that does not exist, so ids cannot be probed.
import { Timestamp, type Transaction } from 'firebase-admin/firestore';
import type { Actor } from '@domain/order-status';
import { db } from '../admin';
import { ApiError } from '../http/api-error';
import type { Caller } from '../http/auth';
import { COLLECTIONS, type OrderStatus, type ShoppingCardDoc } from '../model/types';
import { cardConverter } from '../model/converters';

export const cardRef = (id: string) => db.collection(COLLECTIONS.shoppingCards).withConverter(cardConverter).doc(id);

export function actorOf(card: Pick<ShoppingCardDoc, 'userId'>, caller: Caller | undefined): Actor | null {
  if (caller?.isAdmin) return 'ADMIN';
  if (card.userId === null) return 'OWNER';
  return caller && caller.uid === card.userId ? 'OWNER' : null;
}

/** Reads a card in the transaction and checks the caller may act on it. */
export async function readCardFor(
  tx: Transaction,
  id: string,
  caller: Caller | undefined,
): Promise<{ card: ShoppingCardDoc; actor: Actor }> {
  const snap = await tx.get(cardRef(id));
  const card = snap.data() ?? null;
  const actor = card ? actorOf(card, caller) : null;
  if (!card || !actor) throw new ApiError(404, 'SHOPPING_CARD_NOT_FOUND');
  return { card, actor };
}

/** Outside a transaction, for reads. */
export async function getCardFor(id: string, caller: Caller | undefined): Promise<ShoppingCardDoc> {
  const snap = await cardRef(id).get();
  const card = snap.data() ?? null;
  if (!card || !actorOf(card, caller)) throw new ApiError(404, 'SHOPPING_CARD_NOT_FOUND');
  return card;
}

/** How history names who did something: `admin:<uid>`, `user:<uid>` or `guest`. */
function actorLabel(caller: Caller | undefined): string {
  if (!caller) return 'guest';
  return `${caller.isAdmin ? 'admin' : 'user'}:${caller.uid}`;
}

export function historyEntry(status: OrderStatus, caller: Caller | undefined) {
  // serverTimestamp() is not allowed inside arrays; the function's clock is close enough.
  return { status, at: Timestamp.now(), actor: actorLabel(caller) };
}
