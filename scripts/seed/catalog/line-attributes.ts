// A seeded line's attributes in the shape yarnLines/{lineId} holds them (domain/yarn-line.ts),
// from what its ball band says (skein-lines.ts, bobbin-lines.ts).
import type { Gauge, SizeRangeMm, YarnLine } from '@domain/yarn-line.ts';
import { WEIGHT_CLASS_OF_TRADE_NAME } from '@domain/yarn-weight-classes.ts';
import { fibreParts } from './fibres.ts';
import { CARE } from './line-care.ts';
import type { BobbinLine, SkeinLine } from './yarn-lines.ts';

export type SeedLine = SkeinLine | BobbinLine;

/** `alize-superwash-comfort-socks`: brand and line, Latin letters only ("Cotone Makò" → "cotone-mako"). */
export function lineIdOf(line: SeedLine): string {
  return `${line.brand.name} ${line.line}`
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
}

/** '3.5-4.5' → 3.5 to 4.5 mm; '5' → 5 mm. */
export function sizeRange(text: string): SizeRangeMm {
  const [from, to] = text.split('-').map(Number);
  if (from === undefined || !(from > 0) || (to !== undefined && !(to >= from))) throw new Error(`seed data: size range ${text}`);
  return { from, to: to ?? null };
}

/**
 * A 10 × 10 cm swatch on the middle of the needle range, rounded to a half millimetre. About 80
 * divided by the needle in mm gives the stitches (3 mm: 27, 5 mm: 16, 8 mm: 10), as on the bands
 * of yarns of those weights; rows run a third more than stitches in stocking stitch.
 */
export function gaugeOf(needles: SizeRangeMm): Gauge {
  const needleMm = Math.round(((needles.from + (needles.to ?? needles.from)) / 2) * 2) / 2;
  const stitches = Math.round(80 / needleMm);
  return { stitches, rows: Math.round((stitches * 4) / 3), needleMm };
}

function isSkeinLine(line: SeedLine): line is SkeinLine {
  return 'grams' in line;
}

export function lineAttributes(line: SeedLine): YarnLine {
  const needleMm = sizeRange(line.needleSizeMm);
  const skein = isSkeinLine(line) ? { metres: line.meters, grams: line.grams } : null;
  return {
    id: lineIdOf(line),
    brand: line.brand.name,
    name: line.line,
    fibres: fibreParts(line.fibres),
    weightClass: WEIGHT_CLASS_OF_TRADE_NAME[line.weightClass],
    metresPer100g: skein ? Math.round((skein.metres / skein.grams) * 100) : (line as BobbinLine).metersPer100g,
    skein,
    needleMm,
    hookMm: line.hookSizeMm === null ? null : sizeRange(line.hookSizeMm),
    gauge: gaugeOf(needleMm),
    care: CARE[line.care],
  };
}
