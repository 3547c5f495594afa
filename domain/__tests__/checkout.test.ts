import { describe, expect, it } from 'vitest';
import { isValidBranch, isValidCity, isValidName } from '../checkout';

describe('contact and delivery', () => {
  it('names: 2 to 80 characters, no angle brackets', () => {
    expect(isValidName('Олена Петренко')).toBe(true);
    expect(isValidName(' a ')).toBe(false);
    expect(isValidName('<script>')).toBe(false);
    expect(isValidName('x'.repeat(81))).toBe(false);
  });

  it('Nova Poshta needs a warehouse number; Ukrposhta an index or an address', () => {
    expect(isValidBranch('novaposhta', '12')).toBe(true);
    expect(isValidBranch('novaposhta', 'central')).toBe(false);
    expect(isValidBranch('ukrposhta', '01001')).toBe(true);
    expect(isValidBranch('ukrposhta', 'вул. Хрещатик, 1')).toBe(true);
    expect(isValidBranch('ukrposhta', '')).toBe(false);
  });

  it('cities need at least two letters', () => {
    expect(isValidCity('Київ')).toBe(true);
    expect(isValidCity('K')).toBe(false);
  });
});
