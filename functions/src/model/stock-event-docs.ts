// `stockEvents/{goodId}:{write time}`: one change of a good's stock, recorded by the trigger on
// goods (functions/src/catalog-effects/) whoever made it: an order reserving or giving back, the
// ADMIN's edit, a price list's apply. The back-in-stock mail and the owner's alerts read them.
import type { FirestoreTime } from './collections';

/** One dye lot whose stock moved, in units. */
export interface LotStockChange {
  lot: string;
  before: number;
  after: number;
}

export interface StockEventDoc {
  goodId: string;
  /** The good's stock (`quantity`) before and after the write. */
  before: number;
  after: number;
  /** The lots that moved, for a good counted by dye lot; empty for plain stock. */
  lots: LotStockChange[];
  /** Out of stock before (0 or less), in stock after. */
  backInStock: boolean;
  /** In stock before, out of stock after. */
  soldOut: boolean;
  /** When the write was made: the good's update time. */
  at: FirestoreTime;
}
