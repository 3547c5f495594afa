// The catalogue-editing schemas, shared by the functions (which validate with them) and the ADMIN's
// forms (which type their calls from them): a body as the SPA types it passes, as the function reads it.
import { describe, expect, it } from 'vitest';
import { AddSubCategorySchema, SaveGoodSchema, SaveOuterCategorySchema, SaveYarnLineSchema } from '../api/catalog-admin';
import type { ApiInput } from '../api/contract';

// A bobbin yarn line, the least a line needs: no skeins, hook or gauge.
const line: ApiInput<'/api/saveyarnline'> = {
  ...{ brand: 'Alize', name: 'Superwash Comfort Socks', weightClass: 'superFine', metresPer100g: 420 },
  fibres: [{ fibre: 'wool', percent: 75 }, { fibre: 'polyamide', percent: 25 }],
  ...{ skein: null, needleMm: { from: 2, to: 3 }, hookMm: null, gauge: null },
  care: { wash: 'machineWashCold', maxWashTemperatureC: 30, tumbleDry: false, iron: false, bleach: false, note: null },
};

// A colour of that line, with one dye lot, as the good form sends it.
const good: ApiInput<'/api/savegood'> = {
  ...{ title: { ua: 'Пряжа Alize, сірий', en: 'Alize yarn, grey' }, description: { ua: '', en: '' }, articul: 'AL-21' },
  ...{ kind: 'skeinYarn', measurement: 'skein', measurementCount: 1, category: 'socks', subcategory: 'allgoods', mainImage: null },
  ...{ price: 89, discount: { hasDiscount: false, amount: 0 }, popular: false, newGoodState: true, quantity: 14, yarn: null },
  yarnColour: { lineId: 'alize-socks', colour: { code: '21', name: { ua: 'сірий', en: 'grey' }, swatch: { kind: 'hex', hex: '#c8c8c8' }, family: 'grey' }, lots: [{ lot: 'A1', quantity: 14 }] },
};

describe('catalogue-editing schemas', () => {
  it('a new line passes and is read as its attributes without an id; an edit keeps the id it names', () => {
    expect(SaveYarnLineSchema.parse(line)).toEqual({ lineId: undefined, line: expect.objectContaining({ brand: 'Alize', metresPer100g: 420 }) });
    expect(SaveYarnLineSchema.parse({ ...line, lineId: 'alize-socks' }).lineId).toBe('alize-socks');
  });

  it('a line whose fibres do not add up to 100 % is refused at its fibres', () => {
    const result = SaveYarnLineSchema.safeParse({ ...line, fibres: [{ fibre: 'wool', percent: 70 }] });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.path).toEqual(['fibres']);
  });

  it('a colour of a line passes with its lots; the pictures list defaults to none', () => {
    const parsed = SaveGoodSchema.parse(good);
    expect(parsed.images).toEqual([]);
    expect(parsed.yarnColour?.lots).toEqual([{ lot: 'A1', quantity: 14 }]);
  });

  it('names that are not URL segments are refused, and so is the reserved outer category', () => {
    expect(SaveGoodSchema.safeParse({ ...good, category: 'шкарпетки' }).success).toBe(false);
    expect(SaveOuterCategorySchema.safeParse({ name: 'noOuterCategory', title: { ua: 'Без', en: 'None' } }).success).toBe(false);
    expect(AddSubCategorySchema.parse({ catalogId: 'socks', name: 'Alize 2', title: { ua: 'Alize', en: 'Alize' } }).previewImage).toBeNull();
  });
});
