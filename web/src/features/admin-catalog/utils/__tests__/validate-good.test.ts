import { describe, expect, it } from 'vitest';
import { emptyGoodValues, type GoodFormValues } from '../good-form-values';
import { toSaveGoodPayload, validateGood } from '../validate-good';

const valid: GoodFormValues = {
  ...emptyGoodValues('yarn'),
  titleUa: 'Пряжа', titleEn: 'Yarn', articul: 'AB-12', price: '120', quantity: '5', brand: 'Alize',
  colourUa: 'Червоний', colourEn: 'Red', fibres: [{ fibre: 'wool', percent: '60' }, { fibre: 'acrylic', percent: '40' }],
};

describe('validateGood', () => {
  it('accepts a complete good and builds the savegood payload', () => {
    expect(validateGood(valid)).toEqual({});
    const payload = toSaveGoodPayload(valid);
    expect(payload).toMatchObject({ articul: 'AB-12', price: 120, quantity: 5, title: { ua: 'Пряжа', en: 'Yarn' }, discount: { hasDiscount: false, amount: 0 } });
    expect(payload.yarn?.fibres).toEqual([{ fibre: 'wool', percent: 60 }, { fibre: 'acrylic', percent: 40 }]);
    expect(payload.yarn?.skeinWeightGrams).toBeNull();
    expect(payload).not.toHaveProperty('goodId');
  });

  it('requires fibres adding up to 100 %', () => {
    expect(validateGood({ ...valid, fibres: [{ fibre: 'wool', percent: '60' }] }).fibres).toBe('adminCatalog.error.fibreTotal');
    expect(validateGood({ ...valid, fibres: [{ fibre: 'Wool!', percent: '100' }] }).fibres).toBe('adminCatalog.error.fibre');
  });

  it('refuses a bad articul, price, stock and discount, and missing translations', () => {
    const errors = validateGood({ ...valid, articul: '-x', price: '0', quantity: '1.5', hasDiscount: true, discountAmount: '100', titleEn: ' ' });
    expect(errors).toMatchObject({
      articul: 'adminCatalog.error.articul', price: 'adminCatalog.error.price', quantity: 'adminCatalog.error.wholeNumber',
      discountAmount: 'adminCatalog.error.discount', titleEn: 'adminCatalog.error.required',
    });
  });

  it('takes an optional whole weight in grams: empty sends null, a bad one is refused beside its field', () => {
    expect(toSaveGoodPayload(valid).weightGrams).toBeNull();
    expect(toSaveGoodPayload({ ...valid, weightGrams: ' 110 ' }).weightGrams).toBe(110);
    for (const weightGrams of ['0', '-5', '12.5', 'abc', '100001']) {
      expect(validateGood({ ...valid, weightGrams }).weightGrams, weightGrams).toBe('adminCatalog.error.weightGrams');
    }
  });

  it('skips the yarn rules and sends yarn null for a good that is not yarn', () => {
    const notYarn = { ...valid, isYarn: false, brand: '', fibres: [] };
    expect(validateGood(notYarn)).toEqual({});
    expect(toSaveGoodPayload(notYarn).yarn).toBeNull();
  });
});
