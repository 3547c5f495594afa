// A parcel's weight from its goods: each good's own weight when its form gives one, else a
// default, plus the box. Checkout marks the lockers it would not fit; waybills declare it.

/** A good whose form gives no weight is taken at this (grams); the box adds the other. */
export const DEFAULT_GOOD_WEIGHT_GRAMS = 200;
export const PACKAGING_WEIGHT_GRAMS = 300;

export interface WeighedLine {
  quantity: number;
  /** One item's weight in grams; absent or null means the default. */
  weightGrams?: number | null;
}

export function parcelWeightGrams(lines: readonly WeighedLine[]): number {
  return lines.reduce(
    (sum, line) => sum + line.quantity * (line.weightGrams ?? DEFAULT_GOOD_WEIGHT_GRAMS),
    PACKAGING_WEIGHT_GRAMS,
  );
}

/** Kilograms with two decimals, as the carriers take them. */
export function parcelWeightKg(lines: readonly WeighedLine[]): number {
  return Math.round(parcelWeightGrams(lines) / 10) / 100;
}
