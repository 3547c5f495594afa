// The guest's cart in the browser (docs/product.md, "Kept in the browser"): lines of { goodId, quantity } kept in
// localStorage under the key `shoppingCard`. Removing the last line deletes the key.
// persist keeps the empty cart as the store's initial state, which zustand's hook renders on the
// server and while React hydrates the server's HTML; the stored cart shows right after.
import { create } from 'zustand';
import { createJSONStorage, persist, type StateStorage } from 'zustand/middleware';

export const CART_STORAGE_KEY = 'shoppingCard';
const MIN_QUANTITY = 1;

export interface CartLine {
  goodId: string;
  quantity: number;
}

interface CartState {
  lines: CartLine[];
  /** Adds the good with quantity 1 if it is not in the cart yet. */
  add: (goodId: string) => void;
  increment: (goodId: string) => void;
  /** Never below 1 (docs/product.md, "Cart"): a minus that went lower would only make a broken line. */
  decrement: (goodId: string) => void;
  /** A typed quantity; anything below 1 or not a whole number becomes 1. */
  setQuantity: (goodId: string, quantity: number) => void;
  remove: (goodId: string) => void;
  clear: () => void;
}

function clampQuantity(quantity: number): number {
  return Number.isInteger(quantity) && quantity >= MIN_QUANTITY ? quantity : MIN_QUANTITY;
}

function changeLine(lines: CartLine[], goodId: string, change: (quantity: number) => number): CartLine[] {
  return lines.map((line) => (line.goodId === goodId ? { ...line, quantity: clampQuantity(change(line.quantity)) } : line));
}

/** localStorage, except that an empty cart removes the key instead of storing an empty list. */
const cartStorage: StateStorage = {
  getItem: (name) => localStorage.getItem(name),
  setItem: (name, value) => {
    const parsed = JSON.parse(value) as { state?: { lines?: unknown[] } };
    if (!parsed.state?.lines?.length) localStorage.removeItem(name);
    else localStorage.setItem(name, value);
  },
  removeItem: (name) => localStorage.removeItem(name),
};

export const useCartStore = create<CartState>()(
  persist(
    (set) => ({
      lines: [],
      add: (goodId) =>
        set((state) =>
          state.lines.some((line) => line.goodId === goodId) ? state : { lines: [...state.lines, { goodId, quantity: MIN_QUANTITY }] },
        ),
      increment: (goodId) => set((state) => ({ lines: changeLine(state.lines, goodId, (q) => q + 1) })),
      decrement: (goodId) => set((state) => ({ lines: changeLine(state.lines, goodId, (q) => q - 1) })),
      setQuantity: (goodId, quantity) => set((state) => ({ lines: changeLine(state.lines, goodId, () => quantity) })),
      remove: (goodId) => set((state) => ({ lines: state.lines.filter((line) => line.goodId !== goodId) })),
      clear: () => set({ lines: [] }),
    }),
    { name: CART_STORAGE_KEY, version: 1, storage: createJSONStorage(() => cartStorage), partialize: (state) => ({ lines: state.lines }) },
  ),
);

/** Selectors, so components re-render only for what they show. */
export const selectCartCount = (state: CartState) => state.lines.length;
export const selectIsInCart = (goodId: string) => (state: CartState) => state.lines.some((line) => line.goodId === goodId);
