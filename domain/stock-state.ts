// What a swatch says about a colour's stock. The shop had no low-stock threshold before yarn
// lines; five is about one small project, the point at which a knitter should hurry.
export const LOW_STOCK_THRESHOLD = 5;

export type StockState = { kind: 'inStock' } | { kind: 'low'; left: number } | { kind: 'outOfStock' };

export function stockState(quantity: number): StockState {
  if (!(quantity > 0)) return { kind: 'outOfStock' };
  return quantity <= LOW_STOCK_THRESHOLD ? { kind: 'low', left: quantity } : { kind: 'inStock' };
}
