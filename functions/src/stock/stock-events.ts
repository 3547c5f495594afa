// What a write of a good did to its stock, as a stock event (model/stock-event-docs.ts). Pure: the
// trigger on goods records it (catalog-effects/), whichever of the writers moved the stock.
import type { Timestamp } from 'firebase-admin/firestore';
import type { GoodDoc, LotStockChange, StockEventDoc } from '../model/types';

type Stock = Pick<GoodDoc, 'quantity' | 'lots'>;

/** An event as the trigger makes it: its time is the write's. */
export type NewStockEvent = StockEventDoc & { at: Timestamp };

function lotChanges(before: Stock, after: Stock): LotStockChange[] {
  const units = (stock: Stock) => new Map((stock.lots ?? []).map((lot) => [lot.lot, lot.quantity]));
  const [was, is] = [units(before), units(after)];
  const labels = [...new Set([...was.keys(), ...is.keys()])];
  return labels.flatMap((lot) => (was.get(lot) === is.get(lot) ? [] : [{ lot, before: was.get(lot) ?? 0, after: is.get(lot) ?? 0 }]));
}

/**
 * The event of a good's write, or null when its stock did not move. A good created or deleted has
 * no event: nobody waited for a good that did not exist, and a deleted one is no longer sold.
 */
export function stockEventOf(goodId: string, before: Stock | undefined, after: Stock | undefined, at: Timestamp): NewStockEvent | null {
  if (!before || !after) return null;
  const lots = lotChanges(before, after);
  if (before.quantity === after.quantity && lots.length === 0) return null;
  return {
    goodId,
    before: before.quantity,
    after: after.quantity,
    lots,
    backInStock: before.quantity <= 0 && after.quantity > 0,
    soldOut: before.quantity > 0 && after.quantity <= 0,
    at,
  };
}

/** The event's id: the good and the write's time, so a second delivery of the same write finds it. */
export function stockEventId(goodId: string, at: Timestamp): string {
  return `${goodId}:${at.seconds}.${String(at.nanoseconds).padStart(9, '0')}`;
}
