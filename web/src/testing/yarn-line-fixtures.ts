import type { Good } from '@/types/good';
import type { YarnLineView } from '@/types/yarn-line';
import { makeGood } from './good-fixtures';

/** A sock yarn with four colours: plenty, a few left, none, and a picture swatch. */
export function makeYarnLine(overrides: Partial<YarnLineView> = {}): YarnLineView {
  return {
    id: 'alize-socks',
    brand: 'Alize',
    name: 'Superwash Comfort Socks',
    fibres: [
      { fibre: 'wool', percent: 75 },
      { fibre: 'polyamide', percent: 25 },
    ],
    weightClass: 'superFine',
    metresPer100g: 420,
    skein: { metres: 420, grams: 100 },
    needleMm: { from: 2, to: 3 },
    hookMm: { from: 2.5, to: 3.5 },
    gauge: { stitches: 30, rows: 40, needleMm: 2.5 },
    care: { wash: 'machineWashCold', maxWashTemperatureC: 30, tumbleDry: false, iron: false, bleach: false, note: { ua: 'сушити розкладеним', en: 'dry flat' } },
    colours: [
      { goodId: 'socks-21', code: '21', name: { ua: 'світло-сірий', en: 'light grey' }, swatch: { kind: 'hex', hex: '#c8c8c8' }, family: 'grey', quantity: 14, largestLot: 8 },
      { goodId: 'socks-56', code: '56', name: { ua: 'червоний', en: 'red' }, swatch: { kind: 'hex', hex: '#b3202a' }, family: 'red', quantity: 3, largestLot: 3 },
      { goodId: 'socks-60', code: '60', name: { ua: 'чорний', en: 'black' }, swatch: { kind: 'hex', hex: '#111111' }, family: 'black', quantity: 0, largestLot: 0 },
      { goodId: 'socks-7650', code: '7650', name: { ua: 'весна', en: 'spring' }, swatch: { kind: 'picture', url: '/img/7650.webp' }, family: 'multicolour', quantity: 9, largestLot: 9 },
    ],
    ...overrides,
  };
}

/** The light grey colour of makeYarnLine, with two dye lots (8 and 6). */
export function makeYarnColourGood(overrides: Partial<Good> = {}): Good {
  return makeGood({
    id: 'socks-21',
    title: { ua: 'Пряжа Alize Superwash Comfort Socks, світло-сірий', en: 'Alize Superwash Comfort Socks, light grey' },
    outerCategory: 'yarn',
    category: 'socks',
    subcategory: 'Alize',
    quantity: 14,
    yarn: null,
    yarnColour: {
      yarnLineId: 'alize-socks',
      colour: { code: '21', name: { ua: 'світло-сірий', en: 'light grey' }, swatch: { kind: 'hex', hex: '#c8c8c8' }, family: 'grey' },
      lots: [
        { lot: 'A1', quantity: 8 },
        { lot: 'B2', quantity: 6 },
      ],
    },
    ...overrides,
  });
}
