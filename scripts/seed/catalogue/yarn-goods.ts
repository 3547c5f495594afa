// Every colour of every yarn line becomes a good.
import type { Localized, YarnAttributes } from '../../../functions/src/model/types.ts';
import { BOBBIN_LINES } from './bobbin-lines.ts';
import { coloursForLine, type Colour } from './colours.ts';
import { describeFibres, fibreParts } from './fibres.ts';
import type { GoodDraft } from './good-draft.ts';
import { randomFor } from './random.ts';
import { SKEIN_LINES } from './skein-lines.ts';
import type { BobbinLine, SkeinLine } from './yarn-lines.ts';

function lineColours(line: SkeinLine | BobbinLine): { colour: Colour; dyeLot: string }[] {
  const random = randomFor(`${line.brand.name} ${line.line}`);
  return coloursForLine(line.line, line.colours, (size) => random.int(0, size - 1)).map((colour) => ({
    colour,
    dyeLot: String(random.int(10000, 99999)),
  }));
}

function yarnAttributes(line: SkeinLine | BobbinLine, colour: Colour): Omit<YarnAttributes, 'skeinWeightGrams' | 'skeinLengthMeters' | 'metersPer100g' | 'dyeLot'> {
  return {
    brand: line.brand.name,
    fibres: fibreParts(line.fibres),
    weightClass: line.weightClass,
    needleSizeMm: line.needleSizeMm,
    hookSizeMm: line.hookSizeMm,
    colour: colour.name,
    colourHex: colour.hex,
  };
}

function describe(line: SkeinLine | BobbinLine, amount: Localized): Localized {
  const fibres = fibreParts(line.fibres);
  return {
    ua: `Склад: ${describeFibres(fibres, 'ua')}; ${amount.ua}. ${line.use.ua}`,
    en: `Composition: ${describeFibres(fibres, 'en')}; ${amount.en}. ${line.use.en}`,
  };
}

export function skeinYarnDrafts(): GoodDraft[] {
  return SKEIN_LINES.flatMap((line) =>
    lineColours(line).map(({ colour, dyeLot }) => ({
      brand: line.brand,
      category: line.category,
      subCategory: line.subCategory,
      kind: 'skeinYarn' as const,
      measurement: 'skein' as const,
      measurementCount: 1,
      title: { ua: `Пряжа ${line.brand.name} ${line.line}, колір ${colour.name.ua}`, en: `${line.brand.name} ${line.line} yarn, ${colour.name.en}` },
      description: describe(line, { ua: `моток ${line.grams} г / ${line.meters} м`, en: `skein ${line.grams} g / ${line.meters} m` }),
      price: line.price,
      yarn: {
        ...yarnAttributes(line, colour),
        skeinWeightGrams: line.grams,
        skeinLengthMeters: line.meters,
        metersPer100g: null,
        dyeLot,
      },
      maxStock: 120,
      art: { motif: 'skein' as const, colourHex: colour.hex, caption: line.brand.name, detail: line.line },
    })),
  );
}

export function bobbinYarnDrafts(): GoodDraft[] {
  return BOBBIN_LINES.flatMap((line) =>
    lineColours(line).map(({ colour }) => ({
      brand: line.brand,
      category: line.category,
      subCategory: line.subCategory,
      kind: 'bobbinYarn' as const,
      // Sold in steps of 100 g: price and quantity count those steps.
      measurement: 'bobbin' as const,
      measurementCount: 100,
      title: {
        ua: `Бобінна пряжа ${line.brand.name} ${line.line}, колір ${colour.name.ua}`,
        en: `${line.brand.name} ${line.line} bobbin yarn, ${colour.name.en}`,
      },
      description: describe(line, { ua: `${line.metersPer100g} м у 100 г`, en: `${line.metersPer100g} m per 100 g` }),
      price: line.price,
      yarn: {
        ...yarnAttributes(line, colour),
        skeinWeightGrams: null,
        skeinLengthMeters: null,
        metersPer100g: line.metersPer100g,
        dyeLot: null,
      },
      maxStock: 40,
      art: { motif: 'cone' as const, colourHex: colour.hex, caption: line.brand.name, detail: line.line },
    })),
  );
}
