// The packing slip's waybill barcode against encodings published by other Code 128 encoders.
import { describe, expect, it } from 'vitest';
import { Code128Error, code128Bars, code128Values, code128Widths } from '../code128';

/** The widths as modules, 1 for a bar and 0 for a space. */
const bits = (text: string) => code128Widths(text).map((width, i) => (i % 2 === 0 ? '1' : '0').repeat(width)).join('');
const STOP = '1100011101011';

describe('code128', () => {
  it('encodes text in code set B as JsBarcode does (its table written as binary numbers)', () => {
    // Start B, P, J, J, 1, 2, 3, C, the check symbol 55, stop.
    const data = '1101001000011101110110101101110001011011100010011100110110011100101100101110010001000110';
    expect(bits('PJJ123C')).toBe(`${data}11101000110${STOP}`);
  });

  it('encodes an even run of digits in code set C ("00" as published for Julia’s Barcode.jl)', () => {
    expect(bits('00')).toBe(`11010011100${'11011001100'}${'11001100110'}${STOP}`);
  });

  it('encodes a long number in code set C as JBarcode’s test expects, bar by bar', () => {
    // prettier-ignore
    const expected = [2, 1, 1, 2, 3, 2, 2, 2, 2, 1, 2, 2, 1, 2, 1, 3, 2, 2, 2, 2, 2, 1, 2, 2, 3, 1, 2, 1, 3, 1, 1, 1,
      3, 1, 2, 3, 1, 1, 1, 3, 2, 3, 1, 1, 1, 3, 2, 3, 1, 1, 2, 3, 1, 3, 1, 1, 3, 2, 2, 2, 1, 2, 1, 2, 2, 3, 1, 1, 2,
      2, 3, 2, 2, 1, 2, 3, 2, 1, 2, 2, 1, 3, 1, 2, 1, 1, 2, 2, 3, 2, 1, 3, 1, 1, 2, 3, 3, 3, 1, 1, 2, 1, 2, 2, 3, 1,
      1, 2, 2, 3, 3, 1, 1, 1, 2];
    expect(code128Widths('01040123453333361503123110123456')).toEqual(expected);
  });

  it('puts the first digit of an odd run in set B and the rest in set C', () => {
    // Start B, "1", Code C, 23, 45, check, stop.
    const values = code128Values('12345');
    expect(values.slice(0, 5)).toEqual([104, 17, 99, 23, 45]);
    expect(values.at(-2)).toBe((104 + 17 + 99 * 2 + 23 * 3 + 45 * 4) % 103);
  });

  it('gives every symbol eleven modules, and the stop thirteen', () => {
    const { modules, bars } = code128Bars('20450000000001');
    // Start, 7 pairs, check: 9 symbols of 11 modules, then the stop.
    expect(modules).toBe(9 * 11 + 13);
    expect(bars[0]).toEqual({ x: 0, width: 2 });
    expect(bars.at(-1)).toEqual({ x: modules - 2, width: 2 });
  });

  it('refuses what neither set can encode', () => {
    expect(() => code128Values('')).toThrow(Code128Error);
    expect(() => code128Values('ТТН 1')).toThrow(Code128Error);
  });
});
