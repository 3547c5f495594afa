// Which subscriptions a change of a good's stock satisfies. Pure: the trigger on stock events
// (send-on-stock-event.ts) asks it, and the unit tests check it without Firestore.
import type { StockEventDoc, StockWatchDoc } from '../model/types';

type StockChange = Pick<StockEventDoc, 'before' | 'after' | 'lots'>;
type WatchForm = Pick<StockWatchDoc, 'minSkeins'>;

/** The units of each stock that moved: a lotted good's lots, or a plain good's stock as one lot. */
function movedLots(change: StockChange): { before: number; after: number }[] {
  return change.lots.length > 0 ? change.lots : [{ before: change.before, after: change.after }];
}

/**
 * "When it is back": the stock rose and there is some to buy. The lot form: one lot (a plain
 * good's whole stock) rose from fewer than her N to at least N: a lot that already held N when
 * she asked is not the new lot she waits for, and a lot's sale from above N sends nothing.
 */
export function satisfies(change: StockChange, watch: WatchForm): boolean {
  if (watch.minSkeins === null) return change.after > 0 && change.after > change.before;
  const wanted = watch.minSkeins;
  return movedLots(change).some((lot) => lot.before < wanted && lot.after >= wanted);
}

/** The subscriptions of a good that its stock change satisfies, in the order given. */
export function satisfiedWatches<W extends WatchForm>(change: StockChange, watches: readonly W[]): W[] {
  return watches.filter((watch) => satisfies(change, watch));
}
