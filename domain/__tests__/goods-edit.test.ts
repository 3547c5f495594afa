import { describe, expect, it } from 'vitest';
import { applyBulkStep, changeProblems, sameValues, stockOf, type GoodEditable } from '../goods-edit';

const plain: GoodEditable = { price: 200, discount: { hasDiscount: false, amount: 0 }, quantity: 4, lots: null, newGoodState: false, popular: false };
const lotted: GoodEditable = { ...plain, quantity: 8, lots: [{ lot: 'A1', quantity: 5 }, { lot: 'B2', quantity: 3 }] };

describe('the bounds of a goods table edit', () => {
  it('lets whole prices from 1, discounts 0 to 99 and stock from 0 through', () => {
    expect(changeProblems(plain, { ...plain, price: 1, discount: { hasDiscount: true, amount: 99 }, quantity: 0 })).toEqual([]);
    expect(changeProblems(lotted, { ...lotted, lots: [{ lot: 'A1', quantity: 0 }, { lot: 'B2', quantity: 9 }] })).toEqual([]);
  });

  it('names a price below 1, a discount of 100 % or below 0, and stock or a lot below zero', () => {
    expect(changeProblems(plain, { ...plain, price: 0 })).toEqual(['PRICE_NOT_POSITIVE']);
    expect(changeProblems(plain, { ...plain, price: -5 })).toEqual(['PRICE_NOT_POSITIVE']);
    expect(changeProblems(plain, { ...plain, discount: { hasDiscount: true, amount: 100 } })).toEqual(['DISCOUNT_OUT_OF_RANGE']);
    expect(changeProblems(plain, { ...plain, discount: { hasDiscount: false, amount: -1 } })).toEqual(['DISCOUNT_OUT_OF_RANGE']);
    expect(changeProblems(plain, { ...plain, quantity: -1 })).toEqual(['STOCK_BELOW_RESERVED']);
    expect(changeProblems(lotted, { ...lotted, lots: [{ lot: 'A1', quantity: -1 }, { lot: 'B2', quantity: 3 }] })).toEqual(['STOCK_BELOW_RESERVED']);
  });

  it('refuses lots added, renamed or removed: those are the good form’s', () => {
    expect(changeProblems(lotted, { ...lotted, lots: [{ lot: 'A1', quantity: 5 }] })).toEqual(['LOTS_NOT_AS_READ']);
    expect(changeProblems(lotted, { ...lotted, lots: [{ lot: 'A1', quantity: 5 }, { lot: 'C3', quantity: 3 }] })).toEqual(['LOTS_NOT_AS_READ']);
    expect(changeProblems(plain, { ...plain, lots: [{ lot: 'A1', quantity: 1 }] })).toEqual(['LOTS_NOT_AS_READ']);
  });
});

describe('comparing a stored good with what was read', () => {
  it('finds any editable field changed, a lot’s count included', () => {
    expect(sameValues(lotted, structuredClone(lotted))).toBe(true);
    expect(sameValues(plain, { ...plain, quantity: 3 })).toBe(false);
    expect(sameValues(lotted, { ...lotted, lots: [{ lot: 'A1', quantity: 4 }, { lot: 'B2', quantity: 3 }] })).toBe(false);
    expect(sameValues(plain, { ...plain, discount: { hasDiscount: true, amount: 0 } })).toBe(false);
    expect(sameValues(plain, { ...plain, popular: true })).toBe(false);
    expect(sameValues(plain, { ...plain, lots: [] })).toBe(false);
  });

  it('counts a lotted good’s stock as the sum of its lots', () => {
    expect(stockOf({ quantity: 99, lots: [{ lot: 'A1', quantity: 2 }, { lot: 'B2', quantity: 11 }] })).toBe(13);
    expect(stockOf({ quantity: 4, lots: null })).toBe(4);
  });
});

describe('bulk steps over the ticked goods', () => {
  it('takes a percent off the price, rounded to whole hryvnias', () => {
    expect(applyBulkStep({ ...plain, price: 199 }, { kind: 'pricePercent', percent: -10 }).price).toBe(179);
    expect(applyBulkStep(plain, { kind: 'pricePercent', percent: 15 }).price).toBe(230);
    expect(applyBulkStep(plain, { kind: 'pricePercent', percent: -150 }).price).toBe(-100);
  });

  it('sets a discount (0 takes it away) and the marks', () => {
    expect(applyBulkStep(plain, { kind: 'discount', amount: 20 }).discount).toEqual({ hasDiscount: true, amount: 20 });
    expect(applyBulkStep({ ...plain, discount: { hasDiscount: true, amount: 20 } }, { kind: 'discount', amount: 0 }).discount).toEqual({ hasDiscount: false, amount: 0 });
    expect(applyBulkStep(plain, { kind: 'popular', value: true })).toEqual({ ...plain, popular: true });
  });
});
