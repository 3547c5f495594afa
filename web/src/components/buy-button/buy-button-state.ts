// The buy button's label and state (docs/product.md, "Buy button"), as a pure function so every case is tested.

type BuyButtonLabel = 'buy' | 'goodInShoppingCard' | 'addToOrder' | 'goodInOrder' | 'notAvailable';

/** What a click does: add to the target order, add to the local cart, open the cart preview, nothing. */
type BuyButtonAction = 'addToTargetOrder' | 'addToCart' | 'openCartPreview' | 'none';

interface BuyButtonInput {
  /** Stock on hand. */
  quantity: number;
  inCart: boolean;
  hasTarget: boolean;
  inTargetOrder: boolean;
}

interface BuyButtonState {
  label: BuyButtonLabel;
  /** Active buttons are styled as a call to action; inactive ones look spent. */
  active: boolean;
  action: BuyButtonAction;
}

export function buyButtonState({ quantity, inCart, hasTarget, inTargetOrder }: BuyButtonInput): BuyButtonState {
  // A sold-out good cannot be bought at all, so its click does nothing (not even the preview).
  if (quantity <= 0) return { label: 'notAvailable', active: false, action: 'none' };
  if (hasTarget) {
    return inTargetOrder
      ? { label: 'goodInOrder', active: false, action: 'none' }
      : { label: 'addToOrder', active: true, action: 'addToTargetOrder' };
  }
  return inCart
    ? { label: 'goodInShoppingCard', active: false, action: 'openCartPreview' }
    : { label: 'buy', active: true, action: 'addToCart' };
}
