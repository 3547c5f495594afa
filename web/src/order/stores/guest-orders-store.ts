// A guest's orders (docs/product.md, "Kept in the browser"): localStorage `orders` holds `[{ orderId }]`, the
// unguessable card ids, and the key is removed when the list is empty. Plain JSON rather than
// zustand's persist envelope, so the stored shape is exactly the documented one.
import { create } from 'zustand';

export const GUEST_ORDERS_KEY = 'orders';

interface GuestOrderEntry {
  orderId: string;
}

function read(): GuestOrderEntry[] {
  try {
    const parsed: unknown = JSON.parse(localStorage.getItem(GUEST_ORDERS_KEY) ?? '[]');
    if (!Array.isArray(parsed)) return [];
    return parsed.filter((e): e is GuestOrderEntry => typeof e === 'object' && e !== null && typeof (e as GuestOrderEntry).orderId === 'string');
  } catch {
    return []; // unreadable storage: no remembered orders rather than a broken page
  }
}

function write(entries: GuestOrderEntry[]): void {
  if (entries.length === 0) localStorage.removeItem(GUEST_ORDERS_KEY);
  else localStorage.setItem(GUEST_ORDERS_KEY, JSON.stringify(entries));
}

interface GuestOrdersState {
  entries: GuestOrderEntry[];
  add: (orderId: string) => void;
  remove: (orderId: string) => void;
}

export const useGuestOrdersStore = create<GuestOrdersState>()((set, get) => ({
  entries: [],
  add: (orderId) => {
    if (get().entries.some((e) => e.orderId === orderId)) return;
    const entries = [{ orderId }, ...get().entries];
    write(entries);
    set({ entries });
  },
  remove: (orderId) => {
    const entries = get().entries.filter((e) => e.orderId !== orderId);
    write(entries);
    set({ entries });
  },
}));

// Created empty, and that initial state is what zustand's hook renders on the server and while
// React hydrates the server's HTML (a guest's, with no orders); this browser's list shows right after.
useGuestOrdersStore.setState({ entries: read() });

export const selectGuestOrders = (state: GuestOrdersState) => state.entries;
