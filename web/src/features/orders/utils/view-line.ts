// What every view of a shopping card shows per good, whether the card is on the server or is
// still the browser's cart (the make-order view).
import type { PresentedCardLine } from '@domain/api/orders';
import { discountedPrice, lineTotal } from '@domain/pricing';
import type { Localized } from '@/types/language';
import type { DyeLot, LotTake } from '@domain/yarn-line';

export interface ViewLine {
  goodId: string;
  title: Localized;
  /** Discounted if applicable. */
  unitPrice: number;
  measurement: string;
  mainImage: string | null;
  /** The category, for the link /goods/{category}/{goodId}; null when unknown. */
  category: string | null;
  quantity: number;
  lineTotal: number;
  available: boolean;
  /** Set when the good costs another price now: raising the quantity re-prices the whole line at it. */
  priceNow?: number;
  /** The cart's yarn colour's lots at checkout: a warning when no one lot holds the quantity. */
  stockLots?: DyeLot[];
  /** The lot(s) a reserved line was taken from. */
  lotTakes?: LotTake[];
}

export function fromCardLine(line: PresentedCardLine): ViewLine {
  const unitPrice = discountedPrice(line);
  const priceNow = line.currentUnitPrice;
  return {
    ...(priceNow !== null && priceNow !== unitPrice && { priceNow }),
    goodId: line.goodId,
    title: line.title,
    unitPrice,
    measurement: line.measurement,
    mainImage: line.mainImage,
    category: null,
    quantity: line.quantityToSell,
    lineTotal: lineTotal(line, line.quantityToSell),
    available: line.available,
    ...(line.lots && { lotTakes: line.lots }),
  };
}

export const viewTotal = (lines: readonly ViewLine[]) => lines.reduce((sum, l) => sum + l.lineTotal, 0);
