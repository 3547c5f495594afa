// The owner's low stock by dye lot (ownerFigures/lowStock): each good's lots at or below the
// storefront's own low-stock mark, kept by a trigger on stock events, so the dashboard reads one
// document instead of every good.
import { FieldPath, FieldValue } from 'firebase-admin/firestore';
import { LOW_STOCK_THRESHOLD } from '@domain/stock-state';
import { db } from '../admin';
import { goodConverter, readWith } from '../model/converters';
import { COLLECTIONS, type GoodDoc } from '../model/types';
import { LOW_STOCK_DOC } from './card-figures';
import { figuresRef, type LowStockDoc } from './figure-docs';
import { untilUnchanged } from './optimistic';

type LowEntry = NonNullable<LowStockDoc['goods']>[string];

const isLow = (quantity: number) => quantity > 0 && quantity <= LOW_STOCK_THRESHOLD;

/** The good's entry, or null when nothing of it runs low (sold-out lots are the storefront's to show). */
export function lowStockEntry(good: Pick<GoodDoc, 'title' | 'quantity' | 'lots' | 'archived'> | undefined): LowEntry | null {
  if (!good || good.archived) return null;
  const lots = good.lots?.length ? good.lots.filter((l) => isLow(l.quantity)).map((l) => ({ lot: l.lot, quantity: l.quantity })) : isLow(good.quantity) ? [{ lot: null, quantity: good.quantity }] : [];
  return lots.length ? { title: good.title, lots } : null;
}

/**
 * Puts the good's entry as it is now, with the good's update time: an entry from a later write of
 * the good is never replaced by an earlier one's, whichever delivery comes last.
 */
export function refreshLowStock(goodId: string): Promise<void> {
  const lowRef = figuresRef(LOW_STOCK_DOC);
  return untilUnchanged(async () => {
    const [lowSnap, goodSnap] = await db.getAll(lowRef, db.collection(COLLECTIONS.goods).doc(goodId));
    const goodAtMs = goodSnap!.updateTime?.toMillis() ?? Date.now();
    const storedAtMs = (lowSnap!.get(new FieldPath('at', goodId)) as number | undefined) ?? 0;
    if (storedAtMs >= goodAtMs) return;
    const entry = lowStockEntry(readWith(goodConverter, goodSnap!));
    if (!lowSnap!.exists) {
      await lowRef.create({ goods: entry ? { [goodId]: entry } : {}, at: { [goodId]: goodAtMs } });
      return;
    }
    await lowRef.update(new FieldPath('goods', goodId), entry ?? FieldValue.delete(), new FieldPath('at', goodId), goodAtMs, { lastUpdateTime: lowSnap!.updateTime! });
  });
}
