// Goods carry no weight yet, so a parcel's weight is estimated from how many items it holds:
// enough to mark the parcel lockers that cannot take an order at checkout.
export const ESTIMATED_ITEM_WEIGHT_KG = 0.2;
export const PACKAGING_WEIGHT_KG = 0.3;

export function estimatedParcelWeightKg(quantities: readonly number[]): number {
  const items = quantities.reduce((sum, quantity) => sum + quantity, 0);
  return Math.round((PACKAGING_WEIGHT_KG + items * ESTIMATED_ITEM_WEIGHT_KG) * 100) / 100;
}
