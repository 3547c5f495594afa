// The shapes a price list is read into: each line as the file has it, then one entry per good.
import type { DyeLot } from '@domain/yarn-line';

/** One line of the file that passed the good form's checks. */
export interface LineRow {
  line: number; // 1-based line in the file, the header being line 1
  articul: string;
  price: number;
  quantity: number;
  discount: number | null; // percent; null when the file has no discount column or leaves it empty
  titleUa: string | null;
  titleEn: string | null;
  category: string | null;
  /** The dye lot this line counts (one line per lot), or null. */
  lot: string | null;
  /** The maker's colour code, checked against the good's colour. */
  colourCode: string | null;
}

/** One good's entry: a line, or a colour's lines one per lot (`lots`, their sum in `quantity`). */
export interface PriceRow extends Omit<LineRow, 'lot' | 'colourCode'> {
  lots?: DyeLot[];
  colourCode?: string;
}

export interface InvalidRow {
  line: number;
  articul: string;
  reason: string;
}
