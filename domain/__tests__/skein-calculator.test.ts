import { describe, expect, it } from 'vitest';
import { estimateSkeins, isValidSkeinCalculatorInput, MAX_PROJECT_METRES } from '../skein-calculator';

describe('skeins = ceil(metres / metres per skein)', () => {
  it.each([
    [690, 230, 3],
    [691, 230, 4],
    [1, 230, 1],
    [230, 230, 1],
    [231, 230, 2],
    [1.1, 0.1, 11], // 1.1 / 0.1 is 11.000000000000002 in floating point
    [0.3, 0.1, 3],
    [1500, 420.5, 4],
  ])('%s m at %s m a skein: %s skeins', (metresNeeded, metresPerSkein, skeins) => {
    expect(estimateSkeins({ metresNeeded, metresPerSkein }).skeins).toBe(skeins);
  });

  it('says how many metres are spare', () => {
    expect(estimateSkeins({ metresNeeded: 600, metresPerSkein: 230 }).spareMetres).toBe(90);
  });
});

describe('the extra skein', () => {
  it('is suggested, with the reason, when under a tenth of the yarn is spare', () => {
    // 3 skeins hold 690 m: 10 m spare for 680 m is under 68 m.
    const tight = estimateSkeins({ metresNeeded: 680, metresPerSkein: 230 });
    expect(tight.extraSkein).toEqual({ reason: 'smallMargin' });
    expect(tight.toBuy).toBe(3);
    expect(estimateSkeins({ metresNeeded: 680, metresPerSkein: 230, withExtraSkein: true }).toBuy).toBe(4);
  });

  it('is not suggested when the margin is comfortable, and taking it then adds nothing', () => {
    // 3 skeins hold 690 m: 90 m spare for 600 m is more than 60 m.
    const roomy = estimateSkeins({ metresNeeded: 600, metresPerSkein: 230, withExtraSkein: true });
    expect(roomy.extraSkein).toBeNull();
    expect(roomy.toBuy).toBe(3);
  });

  it('an exact fit leaves nothing spare, so it is suggested', () => {
    expect(estimateSkeins({ metresNeeded: 690, metresPerSkein: 230 }).extraSkein).toEqual({ reason: 'smallMargin' });
  });
});

describe('whether one lot can supply them', () => {
  const lots = [{ lot: 'A', quantity: 3 }, { lot: 'B', quantity: 2 }];

  it('compares what the shopper buys with the largest lot', () => {
    expect(estimateSkeins({ metresNeeded: 680, metresPerSkein: 230, lots })).toMatchObject({ toBuy: 3, oneLotCanSupply: true, largestLot: 3 });
    expect(estimateSkeins({ metresNeeded: 680, metresPerSkein: 230, withExtraSkein: true, lots })).toMatchObject({ toBuy: 4, oneLotCanSupply: false });
  });

  it('says nothing about lots it was not given', () => {
    expect(estimateSkeins({ metresNeeded: 680, metresPerSkein: 230 })).toMatchObject({ oneLotCanSupply: null, largestLot: null });
  });
});

describe('input the form must not pass', () => {
  it.each([
    [0, 230],
    [-5, 230],
    [Number.NaN, 230],
    [MAX_PROJECT_METRES + 1, 230],
    [500, 0],
    [500, Number.POSITIVE_INFINITY],
  ])('%s m at %s m a skein', (metresNeeded, metresPerSkein) => {
    expect(isValidSkeinCalculatorInput({ metresNeeded, metresPerSkein })).toBe(false);
    expect(() => estimateSkeins({ metresNeeded, metresPerSkein })).toThrow(RangeError);
  });

  it('takes the largest project allowed', () => {
    expect(estimateSkeins({ metresNeeded: MAX_PROJECT_METRES, metresPerSkein: 400 }).skeins).toBe(250);
  });
});
