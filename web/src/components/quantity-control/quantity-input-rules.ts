// docs/product.md, "Cart": a quantity input accepts only an empty value, a value starting with 0, or
// digits; on blur an empty value or '0' becomes 1. Shared by the cart preview and order views.

/** Whether a keystroke's result may stay in the field (anything else is ignored). */
export function acceptsTypedQuantity(text: string): boolean {
  return text === '' || /^\d+$/.test(text);
}

/** The quantity a finished edit means: empty, zeros or nonsense become 1. */
export function quantityOnBlur(text: string): number {
  const value = Number.parseInt(text, 10);
  return Number.isInteger(value) && value >= 1 ? value : 1;
}
