// The yarn line of each good a card names: the best-sellers by line need it, and a card's line
// keeps only the good. Read without a transaction: a line is not stock, and a good's line rarely moves.
import { db } from '../admin';
import { goodConverter } from '../model/converters';
import { COLLECTIONS } from '../model/types';

export async function linesOfGoods(goodIds: readonly string[], known: Map<string, string | null> = new Map()): Promise<Map<string, string>> {
  const missing = [...new Set(goodIds)].filter((id) => !known.has(id));
  if (missing.length) {
    const goods = db.collection(COLLECTIONS.goods).withConverter(goodConverter);
    const snaps = await db.getAll(...missing.map((id) => goods.doc(id)), { fieldMask: ['yarnLineId'] });
    for (const snap of snaps) known.set(snap.id, (snap.get('yarnLineId') as string | null | undefined) ?? null);
  }
  const lines = new Map<string, string>();
  for (const id of goodIds) {
    const line = known.get(id);
    if (line) lines.set(id, line);
  }
  return lines;
}
