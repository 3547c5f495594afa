import { describe, expect, it } from 'vitest';
import { DyeLotsSchema, YarnColourSchema, YarnLineSchema } from '../yarn-line-schemas';
import type { YarnLine } from '../yarn-line';
import { isYarnWeightClass, WEIGHT_CLASS_OF_TRADE_NAME, YARN_WEIGHT_CLASS_INFO, YARN_WEIGHT_CLASSES } from '../yarn-weight-classes';

const socks: YarnLine = {
  id: 'alize-superwash-comfort-socks',
  brand: 'Alize',
  name: 'Superwash Comfort Socks',
  fibres: [{ fibre: 'wool', percent: 75 }, { fibre: 'polyamide', percent: 25 }],
  weightClass: 'superFine',
  metresPer100g: 420,
  skein: { metres: 420, grams: 100 },
  needleMm: { from: 2, to: 3 },
  hookMm: { from: 2, to: 3 },
  gauge: { stitches: 30, rows: 42, needleMm: 2.5 },
  care: { wash: 'machineWashCold', maxWashTemperatureC: 30, tumbleDry: false, iron: false, bleach: false, note: null },
};

describe('a yarn line', () => {
  it('accepts a complete line, and bobbin yarn without skeins', () => {
    expect(YarnLineSchema.parse(socks)).toEqual(socks);
    expect(YarnLineSchema.safeParse({ ...socks, skein: null, hookMm: null, gauge: null }).success).toBe(true);
  });

  it.each([
    ['fibres that do not add up to 100%', { fibres: [{ fibre: 'wool', percent: 70 }, { fibre: 'polyamide', percent: 25 }] }],
    ['a fibre listed twice', { fibres: [{ fibre: 'wool', percent: 50 }, { fibre: 'wool', percent: 50 }] }],
    ['no fibres', { fibres: [] }],
    ['a fractional percent', { fibres: [{ fibre: 'wool', percent: 99.5 }, { fibre: 'silk', percent: 0.5 }] }],
    ['a trade name in place of a weight class', { weightClass: 'dk' }],
    ['no metres per 100 g', { metresPer100g: 0 }],
    ['a needle range that runs backwards', { needleMm: { from: 4, to: 3 } }],
    ['an id with capitals', { id: 'Alize-Socks' }],
    ['an empty brand', { brand: '  ' }],
    ['an unknown wash', { care: { ...socks.care, wash: 'boil' } }],
  ])('refuses %s', (_name, change) => {
    expect(YarnLineSchema.safeParse({ ...socks, ...change }).success).toBe(false);
  });
});

describe('a colour', () => {
  const colour = { code: '21', name: { ua: 'Світло-сірий', en: 'Light grey' }, swatch: { kind: 'hex', hex: '#c8c8c8' }, family: 'grey' };

  it('accepts a hex swatch or a picture', () => {
    expect(YarnColourSchema.safeParse(colour).success).toBe(true);
    expect(YarnColourSchema.safeParse({ ...colour, swatch: { kind: 'picture', url: '/api/images/swatches/21.webp' }, family: 'multicolour' }).success).toBe(true);
  });

  it.each([
    ['a short hex', { swatch: { kind: 'hex', hex: '#ccc' } }],
    ['a swatch of both kinds', { swatch: { kind: 'hex', url: '/x.webp' } }],
    ['a picture that is not an uploaded one', { swatch: { kind: 'picture', url: 'javascript:alert(1)' } }],
    ['an unknown family', { family: 'teal' }],
    ['an empty code', { code: '' }],
    ['a name in one language only', { name: { ua: 'Сірий', en: '' } }],
  ])('refuses %s', (_name, change) => {
    expect(YarnColourSchema.safeParse({ ...colour, ...change }).success).toBe(false);
  });
});

describe('a colour\'s lots', () => {
  it('accepts lots with empty ones kept, and none at all', () => {
    expect(DyeLotsSchema.safeParse([{ lot: '7781', quantity: 0 }, { lot: 'B-12/3', quantity: 14 }]).success).toBe(true);
    expect(DyeLotsSchema.safeParse([]).success).toBe(true);
  });

  it.each([
    ['a negative quantity', [{ lot: 'A', quantity: -1 }]],
    ['a fractional quantity', [{ lot: 'A', quantity: 1.5 }]],
    ['a lot twice', [{ lot: 'A', quantity: 1 }, { lot: 'A', quantity: 2 }]],
    ['an empty label', [{ lot: '', quantity: 1 }]],
    ['a label with markup', [{ lot: '<script>', quantity: 1 }]],
  ])('refuses %s', (_name, lots) => {
    expect(DyeLotsSchema.safeParse(lots).success).toBe(false);
  });
});

describe('weight classes', () => {
  it('are the standard\'s 0 to 7, in order, each named in both languages', () => {
    expect(YARN_WEIGHT_CLASSES.map((weightClass) => YARN_WEIGHT_CLASS_INFO[weightClass].cycNumber)).toEqual([0, 1, 2, 3, 4, 5, 6, 7]);
    for (const weightClass of YARN_WEIGHT_CLASSES) {
      const { name } = YARN_WEIGHT_CLASS_INFO[weightClass];
      expect(name.ua.length * name.en.length).toBeGreaterThan(0);
    }
  });

  it('map every trade name the goods use today to a standard class', () => {
    expect(WEIGHT_CLASS_OF_TRADE_NAME.dk).toBe('light');
    expect(WEIGHT_CLASS_OF_TRADE_NAME.aran).toBe('medium');
    expect(Object.values(WEIGHT_CLASS_OF_TRADE_NAME).every(isYarnWeightClass)).toBe(true);
    expect(isYarnWeightClass('dk')).toBe(false);
  });
});
