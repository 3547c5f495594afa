// Code 128 for the waybill's barcode on a packing slip (ISO/IEC 15417). Digits only, as Nova
// Poshta's and Ukrposhta's numbers are, go in code set C (two digits a symbol, half the width);
// anything else printable in code set B. Pure; the slip draws the bars as SVG.

/** Each symbol's bar and space widths in modules, bar first; 106 is the stop with its final bar. */
// prettier-ignore
const PATTERNS = [
  '212222', '222122', '222221', '121223', '121322', '131222', '122213', '122312', '132212', '221213',
  '221312', '231212', '112232', '122132', '122231', '113222', '123122', '123221', '223211', '221132',
  '221231', '213212', '223112', '312131', '311222', '321122', '321221', '312212', '322112', '322211',
  '212123', '212321', '232121', '111323', '131123', '131321', '112313', '132113', '132311', '211313',
  '231113', '231311', '112133', '112331', '132131', '113123', '113321', '133121', '313121', '211331',
  '231131', '213113', '213311', '213131', '311123', '311321', '331121', '312113', '312311', '332111',
  '314111', '221411', '431111', '111224', '111422', '121124', '121421', '141122', '141221', '112214',
  '112412', '122114', '122411', '142112', '142211', '241211', '221114', '413111', '241112', '134111',
  '111242', '121142', '121241', '114212', '124112', '124211', '411212', '421112', '421211', '212141',
  '214121', '412121', '111143', '111341', '131141', '114113', '114311', '411113', '411311', '113141',
  '114131', '311141', '411131', '211412', '211214', '211232', '2331112',
];
const START_B = 104;
const START_C = 105;
const CODE_C = 99;
const STOP = 106;

export class Code128Error extends Error {}

/** The symbol values: start, data, check symbol and stop. */
export function code128Values(text: string): number[] {
  if (text === '' || /[^\u0020-\u007e]/u.test(text)) throw new Code128Error(`Code 128 (set B/C) cannot encode ${JSON.stringify(text)}`);
  let values: number[];
  if (/^\d+$/u.test(text) && text.length >= 2) {
    // An odd count of digits: the first goes in set B, the even rest in set C.
    const odd = text.length % 2 === 1;
    const pairs = (odd ? text.slice(1) : text).match(/\d\d/gu)!.map(Number);
    values = odd ? [START_B, text.charCodeAt(0) - 32, CODE_C, ...pairs] : [START_C, ...pairs];
  } else {
    values = [START_B, ...[...text].map((char) => char.charCodeAt(0) - 32)];
  }
  const check = values.reduce((sum, value, i) => sum + value * Math.max(i, 1), 0) % 103;
  return [...values, check, STOP];
}

/** The widths of bars and spaces in turn, bar first, in modules (quiet zones not included). */
export function code128Widths(text: string): number[] {
  return code128Values(text).flatMap((value) => [...PATTERNS[value]!].map(Number));
}

/** The bars as rectangles on a grid of modules: x and width of each. */
export function code128Bars(text: string): { bars: { x: number; width: number }[]; modules: number } {
  const bars: { x: number; width: number }[] = [];
  let x = 0;
  code128Widths(text).forEach((width, i) => {
    if (i % 2 === 0) bars.push({ x, width });
    x += width;
  });
  return { bars, modules: x };
}
