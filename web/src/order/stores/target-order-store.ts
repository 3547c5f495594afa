// The order that goods are being added to (localStorage idToAddGoods; docs/product.md, "Buy button"). While it is set, buy buttons
// read 'addToOrder' and post to the server instead of filling the local cart, and the header
// shows a chip with the order's display number. Kept across reloads; as with the cart, the server
// and the hydration render show none (persist keeps null as the initial state), the stored one after.
import { create } from 'zustand';
import { persist } from 'zustand/middleware';

interface TargetOrder {
  /** The shopping card's document id, sent to /api/addgoodtoshoppingcard. */
  id: string;
  /** Its display number, shown on the header chip. */
  shoppingCardId: number;
}

interface TargetOrderState {
  target: TargetOrder | null;
  choose: (target: TargetOrder) => void;
  cancel: () => void;
}

export const useTargetOrderStore = create<TargetOrderState>()(
  persist(
    (set) => ({
      target: null,
      choose: (target) => set({ target }),
      cancel: () => set({ target: null }),
    }),
    { name: 'idToAddGoods', version: 1 },
  ),
);
