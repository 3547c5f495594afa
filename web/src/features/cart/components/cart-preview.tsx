import { useCallback } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import buttonStyles from '@/components/ui/button.module.css';
import { Dialog } from '@/components/ui/dialog';
import { Spinner } from '@/components/ui/spinner/spinner';
import { paths } from '@/config/paths';
import { useUiStore } from '@/stores/ui-store';
import { formatMoney } from '@/utils/format-money';
import { useCartItems } from '../api/use-cart-items';
import { canOrder, cartTotal } from '../utils/cart-items';
import { CartLineRow } from './cart-line-row';
import styles from './cart-preview.module.css';
import { LinkButton } from '@/components/ui/link-button';
import { RetryLine } from '@/components/ui/retry-line';
import { FreeDeliveryNote } from '@/components/free-delivery-note/free-delivery-note';

/** The cart preview of docs/product.md, "Cart": goods, total, 'back to shopping', order. */
export function CartPreview() {
  const intl = useIntl();
  const close = useUiStore((state) => state.closeCartPreview);
  const onClose = useCallback(() => close(), [close]);
  const { items, isLoading, isError, retry } = useCartItems();
  const orderable = !isLoading && !isError && canOrder(items);
  return (
    // The panel takes the focus: a quantity field would open a phone's keyboard over the cart.
    <Dialog title={<FormattedMessage id="cart.shoppingCard" />} onClose={onClose} initialFocus="panel" size="wide">
      {items.length === 0 ? (
        <p className={styles.empty}>
          <FormattedMessage id="noGoodsInShoppingCard" />
        </p>
      ) : isLoading ? (
        <Spinner />
      ) : isError ? (
        <RetryLine messageId="cart.cartLoadError" onRetry={retry} className={styles.error} />
      ) : (
        <>
          <ul className={styles.lines} aria-label={intl.formatMessage({ id: 'cart.goodsInShoppingCard' })}>
            {items.map((item) => (
              <CartLineRow key={item.goodId} item={item} onNavigate={onClose} />
            ))}
          </ul>
          <p className={styles.total}>
            <FormattedMessage id="cart.total" />: <strong>{formatMoney(cartTotal(items))}</strong>
          </p>
          <FreeDeliveryNote orderUah={cartTotal(items)} className={styles.freeDelivery} />
        </>
      )}
      <div className={styles.actions}>
        <button type="button" className={buttonStyles.secondary} onClick={onClose}>
          <FormattedMessage id="cart.backToShopping" />
        </button>
        {orderable ? (
          <LinkButton to={paths.makeOrder.getHref()} textId="cart.makeOrder" onClick={onClose} />
        ) : (
          <button type="button" className={buttonStyles.primary} disabled>
            <FormattedMessage id="cart.makeOrder" />
          </button>
        )}
      </div>
    </Dialog>
  );
}
