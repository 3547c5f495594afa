import { largestLot } from '@domain/dye-lots';
import type { DyeLot, YarnColour } from '@domain/yarn-line';
import type { YarnLineColourEntry } from '../model/yarn-line-docs';

/** A colour's short entry on its yarn line: its swatch, stock and largest lot. */
export function colourEntry(goodId: string, colour: YarnColour, quantity: number, lots: DyeLot[] | null): YarnLineColourEntry {
  // Plain stock is one shelf, so all of it can come from one lot.
  return { goodId, ...colour, quantity, largestLot: lots ? largestLot(lots) : quantity };
}
