/**
 * How many goods the special-propositions strip shows at a time by the window's width
 * (docs/product.md, "Home page"): over 1280 four, 960–1280 three, 650–960 two, under 650 one.
 */
export function stripVisibleCount(width: number): number {
  if (width > 1280) return 4;
  if (width >= 960) return 3;
  if (width >= 650) return 2;
  return 1;
}
