import { FormattedMessage } from 'react-intl';
import { useAddToTargetOrder } from '@/order/api/add-to-target-order';
import { selectIsInCart, useCartStore } from '@/stores/cart-store';
import { useTargetOrderStore } from '@/order/stores/target-order-store';
import { useUiStore } from '@/stores/ui-store';
import { buyButtonState } from './buy-button-state';
import { useGoodIdsInTargetOrder } from '@/order/api/goods-in-target-order';
import styles from './buy-button.module.css';

interface BuyButtonProps {
  goodId: string;
  /** Stock on hand. */
  quantity: number;
  /** Overrides the cache read of the target order's goods (order/api/goods-in-target-order.ts). */
  goodIdsInTargetOrder?: readonly string[];
  className?: string;
}

/** The buy button of docs/product.md, "Buy button": 'Buy', 'goodInShoppingCard', 'addToOrder', 'goodInOrder', not available. */
export function BuyButton({ goodId, quantity, goodIdsInTargetOrder, className }: BuyButtonProps) {
  const inCart = useCartStore(selectIsInCart(goodId));
  const addToCart = useCartStore((state) => state.add);
  const target = useTargetOrderStore((state) => state.target);
  const openCartPreview = useUiStore((state) => state.openCartPreview);
  const cachedIds = useGoodIdsInTargetOrder(goodIdsInTargetOrder ? null : (target?.id ?? null));
  const addToOrder = useAddToTargetOrder();
  const idsInOrder = goodIdsInTargetOrder ?? cachedIds;
  const state = buyButtonState({
    quantity,
    inCart,
    hasTarget: target !== null,
    inTargetOrder: idsInOrder.includes(goodId) || (addToOrder.isSuccess && addToOrder.variables === goodId),
  });

  const onClick = () => {
    if (state.action === 'addToTargetOrder') addToOrder.mutate(goodId);
    else if (state.action === 'addToCart') addToCart(goodId);
    else if (state.action === 'openCartPreview') openCartPreview();
  };

  return (
    <span className={`${styles.wrap} ${className ?? ''}`}>
      <button
        type="button"
        className={state.active ? styles.active : styles.inactive}
        disabled={state.action === 'none' || addToOrder.isPending}
        aria-busy={addToOrder.isPending || undefined}
        onClick={onClick}
      >
        {/* A new label is new text, not the old text moved: a layout shift where it fills in after hydration. */}
        <FormattedMessage key={state.label} id={state.label} />
      </button>
      {addToOrder.isError && (
        <span role="alert" className={styles.error}>
          <FormattedMessage id="addToOrderError" />
        </span>
      )}
    </span>
  );
}
