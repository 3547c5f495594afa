import { describe, expect, it } from 'vitest';
import { parcelWeightGrams, parcelWeightKg } from '../parcel-weight';
import { DEFAULT_GOOD_WEIGHT_GRAMS, PACKAGING_WEIGHT_GRAMS } from '../shipping';

describe('parcel weight', () => {
  it('adds each good’s own weight times its quantity to the box', () => {
    expect(parcelWeightGrams([{ quantity: 3, weightGrams: 110 }, { quantity: 1, weightGrams: 450 }])).toBe(
      PACKAGING_WEIGHT_GRAMS + 330 + 450,
    );
  });

  it('counts a good without a weight at the default', () => {
    expect(parcelWeightGrams([{ quantity: 2 }, { quantity: 1, weightGrams: null }])).toBe(
      PACKAGING_WEIGHT_GRAMS + 3 * DEFAULT_GOOD_WEIGHT_GRAMS,
    );
  });

  it('is the box alone for no lines', () => {
    expect(parcelWeightGrams([])).toBe(PACKAGING_WEIGHT_GRAMS);
  });

  it('gives kilograms with two decimals', () => {
    expect(parcelWeightKg([{ quantity: 1, weightGrams: 113 }])).toBe(0.41);
    expect(parcelWeightKg([{ quantity: 5 }])).toBe(1.3);
  });
});
