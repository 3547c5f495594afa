// Which goods are still named by a shopping card: those are archived on deletion, never lost.
import type { Transaction } from 'firebase-admin/firestore';
import { db } from '../admin';
import { typedConverter } from '../model/converters';
import { COLLECTIONS, type ShoppingCardDoc } from '../model/types';

/** Firestore's array-contains-any takes at most 30 values per query. */
const CHUNK = 30;

const goodIdsConverter = typedConverter<Partial<Pick<ShoppingCardDoc, 'goodIds'>>>();

/** Read inside the deleting transaction, so an order placed meanwhile makes it retry. */
export async function goodsInShoppingCards(tx: Transaction, goodIds: string[]): Promise<Set<string>> {
  const referenced = new Set<string>();
  for (let at = 0; at < goodIds.length; at += CHUNK) {
    const chunk = goodIds.slice(at, at + CHUNK);
    const snap = await tx.get(db.collection(COLLECTIONS.shoppingCards).where('goodIds', 'array-contains-any', chunk).select('goodIds').withConverter(goodIdsConverter));
    for (const card of snap.docs) {
      for (const id of card.data().goodIds ?? []) if (chunk.includes(id)) referenced.add(id);
    }
  }
  return referenced;
}
