// UI state that widgets of different features share through the app layer: whether the cart
// preview is open. The buy button opens it (docs/product.md, "Buy button": an inactive button with no target
// order opens the cart preview); the cart feature renders the preview from it.
import { create } from 'zustand';

interface UiState {
  cartPreviewOpen: boolean;
  openCartPreview: () => void;
  closeCartPreview: () => void;
}

export const useUiStore = create<UiState>()((set) => ({
  cartPreviewOpen: false,
  openCartPreview: () => set({ cartPreviewOpen: true }),
  closeCartPreview: () => set({ cartPreviewOpen: false }),
}));

export const selectCartPreviewOpen = (state: UiState) => state.cartPreviewOpen;
