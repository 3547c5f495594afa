// How many skeins a project needs, from the metres its pattern asks for, and whether one dye lot
// of the chosen colour can supply them.
import type { DyeLot } from './yarn-line';
import { largestLot } from './dye-lots';

export const MAX_PROJECT_METRES = 100_000;
/**
 * Below this share of spare yarn the calculator suggests one more skein: knitters' tension and a
 * gauge swatch easily use a tenth more than a pattern says, and a skein bought later will come
 * from another lot.
 */
export const SMALL_MARGIN_SHARE = 0.1;

export type ExtraSkeinReason = 'smallMargin';

export interface SkeinEstimate {
  /** ceil(metres / metres per skein): the fewest skeins that hold the metres. */
  skeins: number;
  /** Metres left over in those skeins. */
  spareMetres: number;
  /** One more skein is suggested, and why; null when the margin is comfortable. */
  extraSkein: { reason: ExtraSkeinReason } | null;
  /** What the shopper would buy: `skeins`, plus the extra one when they take it. */
  toBuy: number;
  /** Whether a single lot of the colour holds `toBuy`; null when the lots are not known. */
  oneLotCanSupply: boolean | null;
  /** The largest single lot, or null when the lots are not known. */
  largestLot: number | null;
}

export interface SkeinCalculatorInput {
  metresNeeded: number;
  metresPerSkein: number;
  /** The shopper accepted the suggested extra skein. */
  withExtraSkein?: boolean;
  lots?: readonly DyeLot[];
}

/** The form's check: a positive number of metres up to a bound, and a known skein length. */
export function isValidSkeinCalculatorInput({ metresNeeded, metresPerSkein }: SkeinCalculatorInput): boolean {
  const positive = (value: number) => Number.isFinite(value) && value > 0;
  return positive(metresNeeded) && metresNeeded <= MAX_PROJECT_METRES && positive(metresPerSkein);
}

/** Throws RangeError for input the form should never pass (see isValidSkeinCalculatorInput). */
export function estimateSkeins(input: SkeinCalculatorInput): SkeinEstimate {
  if (!isValidSkeinCalculatorInput(input)) throw new RangeError('metres needed and metres per skein must be positive');
  const { metresNeeded, metresPerSkein, withExtraSkein = false, lots } = input;
  // Rounded to a thousandth first, so that 1.1 / 0.1 = 11.000000000000002 is 11 skeins, not 12.
  const skeins = Math.max(1, Math.ceil(Math.round((metresNeeded / metresPerSkein) * 1000) / 1000));
  const spareMetres = Math.round((skeins * metresPerSkein - metresNeeded) * 100) / 100;
  const extraSkein = spareMetres < metresNeeded * SMALL_MARGIN_SHARE ? { reason: 'smallMargin' as const } : null;
  const toBuy = skeins + (withExtraSkein && extraSkein ? 1 : 0);
  const largest = lots === undefined ? null : largestLot(lots);
  return {
    skeins,
    spareMetres,
    extraSkein,
    toBuy,
    oneLotCanSupply: largest === null ? null : largest >= toBuy,
    largestLot: largest,
  };
}
