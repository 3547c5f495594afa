// The web's shape of a yarn line (yarnLines/{lineId}) and of the colour fields a good adds.
// The attribute types are domain's, shared with the functions; utils/yarn-line-document.ts reads them.
import type { DyeLot, Swatch, YarnColour, YarnLine } from '@domain/yarn-line';
import type { Localized } from './language';

export type { DyeLot, Swatch, YarnColour, YarnLine };

/** One colour's entry on its line: enough for its swatch and stock state without reading its good. */
export interface YarnLineColour {
  goodId: string;
  code: string;
  name: Localized;
  swatch: Swatch;
  family: string;
  quantity: number;
  largestLot: number;
}

export interface YarnLineView extends YarnLine {
  colours: YarnLineColour[];
}

/** What a yarn colour adds to its good; null on every other good. */
export interface GoodColour {
  yarnLineId: string;
  colour: YarnColour;
  /** Stock per dye lot, empty when the colour is not counted by lot. */
  lots: DyeLot[];
}
