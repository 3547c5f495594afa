// The colours of a seeded line: which palette colours, the maker's codes and each colour's dye lots.
import type { DyeLot, YarnColour } from '@domain/yarn-line.ts';
import { coloursForLine, type Colour } from './colours.ts';
import { lineIdOf, type SeedLine } from './line-attributes.ts';
import { randomFor } from './random.ts';
import { BOBBIN_LOT_RANGE, seededLots, skeinLotRange } from './seed-lots.ts';

export interface LineColour {
  /** The palette colour, which the good's picture is drawn in. */
  palette: Colour;
  colour: YarnColour;
  lots: DyeLot[];
}

/** Band codes, different within a line; each draw depends only on the ones before it. */
function colourCodes(lineId: string, count: number): string[] {
  const random = randomFor(`codes ${lineId}`);
  const codes: string[] = [];
  while (codes.length < count) {
    const code = String(random.int(1, 999));
    if (!codes.includes(code)) codes.push(code);
  }
  return codes;
}

/**
 * Every colour of the line, in a fixed order. A line with more colours starts with the same ones
 * as with fewer (each pick depends only on the picks before it), so adding colours keeps the others.
 */
export function lineColours(line: SeedLine): LineColour[] {
  const lineId = lineIdOf(line);
  const random = randomFor(`${line.brand.name} ${line.line}`);
  const palette = coloursForLine(line.line, line.colours, (size) => random.int(0, size - 1));
  const codes = colourCodes(lineId, palette.length);
  const lotRange = 'grams' in line ? skeinLotRange(line.grams) : BOBBIN_LOT_RANGE;
  return palette.map((entry, index) => {
    const code = codes[index]!;
    return {
      palette: entry,
      colour: { code, name: entry.name, swatch: { kind: 'hex', hex: entry.hex }, family: entry.family },
      lots: seededLots(`${lineId}/${code}`, lotRange),
    };
  });
}
