// The documents of yarn lines and their colours (ADR 4, docs/data-model.md "Yarn lines and dye
// lots"). The shapes come from domain/yarn-line.ts, shared with the SPA.
import type { ColourFamily, DyeLot, LotTake, Swatch, YarnColour, YarnLine } from '@domain/yarn-line';
import type { Localized } from '@domain/language';
import type { FirestoreTime } from './collections';

export type { DyeLot, LotTake, YarnColour };

/** One colour's entry on its line: enough to draw its swatch and stock state without reading the good. */
export interface YarnLineColourEntry {
  goodId: string;
  code: string;
  name: Localized;
  swatch: Swatch;
  family: ColourFamily;
  quantity: number;
  largestLot: number;
}

/** `yarnLines/{lineId}`: what a line's colours share, once, and a short entry per colour. */
export interface YarnLineDoc extends Omit<YarnLine, 'id'> {
  colours: YarnLineColourEntry[];
  updatedAt: FirestoreTime;
}

/** The fields a yarn colour adds to its good; absent on every other good. */
export interface YarnColourFields {
  yarnLineId?: string | null;
  colour?: YarnColour | null;
  /** Stock per dye lot; `quantity` is their sum. Absent: plain stock. */
  lots?: DyeLot[];
}
