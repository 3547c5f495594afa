// The ADMIN's list of the colours with the longest waits: the per-good counters, largest first,
// and the goods' titles, with one read of each. No subscription is read.
import type { StockWatchCountView } from '@domain/api/stock-watch';
import { db } from '../admin';
import { goodConverter, readWith, stockWatchCountConverter } from '../model/converters';
import { COLLECTIONS } from '../model/types';

const LONGEST_WAITS = 50;

export async function longestWaits(): Promise<StockWatchCountView[]> {
  const counts = await db.collection(COLLECTIONS.stockWatchCounts).withConverter(stockWatchCountConverter)
    .where('waiting', '>', 0).orderBy('waiting', 'desc').limit(LONGEST_WAITS).get();
  if (counts.empty) return [];
  const goods = await db.getAll(...counts.docs.map((doc) => db.collection(COLLECTIONS.goods).doc(doc.id)));
  return counts.docs.flatMap((doc, i) => {
    const good = readWith(goodConverter, goods[i]!);
    if (!good) return [];
    return [{ goodId: doc.id, title: good.title, articul: good.articul, quantity: good.quantity, waiting: Number(doc.data().waiting) }];
  });
}
