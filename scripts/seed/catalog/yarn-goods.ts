// Every colour of every yarn line becomes a good: a colour of its line, with its dye lots.
import type { Localized } from '../../../functions/src/model/types.ts';
import { BOBBIN_LINES } from './bobbin-lines.ts';
import { describeFibres, fibreParts } from './fibres.ts';
import type { GoodDraft } from './good-draft.ts';
import { lineIdOf, type SeedLine } from './line-attributes.ts';
import { lineColours, type LineColour } from './line-colours.ts';
import type { Motif } from './seed-types.ts';
import { SKEIN_LINES } from './skein-lines.ts';
import type { BobbinLine, SkeinLine } from './yarn-lines.ts';

/** A line's colours stocked since the shop opened, and those that came later (yarn-lines.ts). */
export interface YarnDrafts {
  opening: GoodDraft[];
  later: GoodDraft[];
}

function describe(line: SeedLine, amount: Localized): Localized {
  const fibres = fibreParts(line.fibres);
  return {
    ua: `Склад: ${describeFibres(fibres, 'ua')}; ${amount.ua}. ${line.use.ua}`,
    en: `Composition: ${describeFibres(fibres, 'en')}; ${amount.en}. ${line.use.en}`,
  };
}

function split(line: SeedLine, toDraft: (entry: LineColour) => GoodDraft): YarnDrafts {
  const drafts = lineColours(line).map(toDraft);
  return { opening: drafts.slice(0, line.openingColours), later: drafts.slice(line.openingColours) };
}

function joined(parts: YarnDrafts[]): YarnDrafts {
  return { opening: parts.flatMap((p) => p.opening), later: parts.flatMap((p) => p.later) };
}

/** What differs between skein and bobbin yarn; the rest comes from the line and the colour. */
type KindFields = Pick<GoodDraft, 'kind' | 'measurement' | 'measurementCount' | 'title' | 'description'> & {
  skeinGrams: number | null;
  motif: Motif;
};

function colourDraft(line: SeedLine, { palette, colour, lots }: LineColour, { skeinGrams, motif, ...fields }: KindFields): GoodDraft {
  return {
    brand: line.brand,
    category: line.category,
    subCategory: line.subCategory,
    price: line.price,
    ...fields,
    yarnColour: { lineId: lineIdOf(line), colour, lots, skeinGrams },
    art: { motif, colourHex: palette.hex, caption: line.brand.name, detail: line.line },
  };
}

function skeinDraft(line: SkeinLine, entry: LineColour): GoodDraft {
  const { name } = entry.colour;
  return colourDraft(line, entry, {
    kind: 'skeinYarn',
    measurement: 'skein',
    measurementCount: 1,
    title: { ua: `Пряжа ${line.brand.name} ${line.line}, колір ${name.ua}`, en: `${line.brand.name} ${line.line} yarn, ${name.en}` },
    description: describe(line, { ua: `моток ${line.grams} г / ${line.meters} м`, en: `skein ${line.grams} g / ${line.meters} m` }),
    skeinGrams: line.grams,
    motif: 'skein',
  });
}

function bobbinDraft(line: BobbinLine, entry: LineColour): GoodDraft {
  const { name } = entry.colour;
  return colourDraft(line, entry, {
    kind: 'bobbinYarn',
    // Sold in steps of 100 g: price and quantity count those steps.
    measurement: 'bobbin',
    measurementCount: 100,
    title: { ua: `Бобінна пряжа ${line.brand.name} ${line.line}, колір ${name.ua}`, en: `${line.brand.name} ${line.line} bobbin yarn, ${name.en}` },
    description: describe(line, { ua: `${line.metersPer100g} м у 100 г`, en: `${line.metersPer100g} m per 100 g` }),
    skeinGrams: null,
    motif: 'cone',
  });
}

export function skeinYarnDrafts(): YarnDrafts {
  return joined(SKEIN_LINES.map((line) => split(line, (entry) => skeinDraft(line, entry))));
}

export function bobbinYarnDrafts(): YarnDrafts {
  return joined(BOBBIN_LINES.map((line) => split(line, (entry) => bobbinDraft(line, entry))));
}

/** Every seeded line, skein lines first. */
export const SEEDED_LINES: readonly SeedLine[] = [...SKEIN_LINES, ...BOBBIN_LINES];
