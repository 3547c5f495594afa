// A colour's short entry on its yarn line (swatch, stock, largest lot), and the lots that a card
// still holds, which the ADMIN may not take off a colour (docs/api.md, "Catalogue editing").
import type { Transaction } from 'firebase-admin/firestore';
import type { DyeLot } from '@domain/yarn-line';
import { db } from '../admin';
import { typedConverter } from '../model/converters';
import { COLLECTIONS, type ShoppingCardDoc } from '../model/types';
import type { YarnLineColourEntry } from '../model/yarn-line-docs';

/** Cards in these statuses give their skeins back to the recorded lots when cancelled. */
const RETURNABLE_STATUSES: ReadonlySet<string> = new Set(['RESERVED', 'CONFIRMED', 'SENT']);


/** The line's entries with this good's replaced in place, or added last (null: taken out). */
export function withEntry(entries: YarnLineColourEntry[], goodId: string, entry: YarnLineColourEntry | null): YarnLineColourEntry[] {
  const others = entries.filter((e) => e.goodId !== goodId);
  if (!entry) return others;
  const at = entries.findIndex((e) => e.goodId === goodId);
  return at < 0 ? [...others, entry] : entries.map((e) => (e.goodId === goodId ? entry : e));
}

/** Codes are compared as printed, ignoring case and spaces at the ends. */
export const sameCode = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

export function sameLots(a: readonly DyeLot[] | null, b: readonly DyeLot[] | null): boolean {
  if (a === null || b === null) return a === b;
  return a.length === b.length && a.every((lot, i) => lot.lot === b[i]?.lot && lot.quantity === b[i]?.quantity);
}

const heldLinesConverter = typedConverter<Pick<ShoppingCardDoc, 'status' | 'goods'>>();

/** The lots this good's lines on reserved, confirmed or sent cards were taken from. */
export async function lotsHeldByCards(tx: Transaction, goodId: string): Promise<Set<string>> {
  const cards = await tx.get(db.collection(COLLECTIONS.shoppingCards).where('goodIds', 'array-contains', goodId).select('status', 'goods').withConverter(heldLinesConverter));
  const held = new Set<string>();
  for (const card of cards.docs) {
    const { status, goods } = card.data();
    if (!RETURNABLE_STATUSES.has(status)) continue;
    for (const line of goods) if (line.goodId === goodId) for (const take of line.lots ?? []) held.add(take.lot);
  }
  return held;
}
