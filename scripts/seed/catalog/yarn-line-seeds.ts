// The seeded yarnLines documents: each line's attributes once, and an entry per colour good that
// agrees with the good (its stock and largest lot), as the functions keep them (ADR 4).
import { largestLot, stockOfLots } from '@domain/dye-lots.ts';
import type { YarnLineColourEntry, YarnLineDoc } from '../../../functions/src/model/yarn-line-docs.ts';
import { lineAttributes } from './line-attributes.ts';
import type { GoodSeed } from './seed-types.ts';
import { SEEDED_LINES } from './yarn-goods.ts';

export interface YarnLineSeed {
  id: string;
  doc: Omit<YarnLineDoc, 'updatedAt'>;
}

function colourEntry(good: GoodSeed): YarnLineColourEntry {
  const { colour, lots } = good.doc;
  if (!colour || !lots) throw new Error(`seed: ${good.id} is on a line but has no colour or lots`);
  return { goodId: good.id, code: colour.code, name: colour.name, swatch: colour.swatch, family: colour.family, quantity: stockOfLots(lots), largestLot: largestLot(lots) };
}

/** Every seeded line with its colours in the line's own order (the order its band card lists them). */
export function buildYarnLines(goods: readonly GoodSeed[]): YarnLineSeed[] {
  return SEEDED_LINES.map((line) => {
    const { id, ...attributes } = lineAttributes(line);
    const colours = goods.filter((good) => good.doc.yarnLineId === id);
    if (colours.length !== line.colours) throw new Error(`seed: ${id} has ${colours.length} colour goods, not ${line.colours}`);
    return { id, doc: { ...attributes, colours: colours.map(colourEntry) } };
  });
}
