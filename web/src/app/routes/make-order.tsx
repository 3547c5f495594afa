import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Spinner } from '@/components/ui/spinner/spinner';
import { paths, PROVIDER_DOWN_QUERY } from '@/config/paths';
import { useNavigate } from 'react-router-dom';
import { useCartItems } from '@/features/cart/api/use-cart-items';
import { canOrder, cartTotal, type CartItem } from '@/features/cart/utils/cart-items';
import type { CreatedShoppingCard } from '@/order/api/create-shopping-card';
import { CheckoutForm } from '@/features/checkout/components/checkout-form';
import { OrderConfirmation } from '@/features/checkout/components/order-confirmation';
import { ShoppingCardView } from '@/features/orders/components/shopping-card-view';
import { useGuestOrdersStore } from '@/order/stores/guest-orders-store';
import type { ViewLine } from '@/features/orders/utils/view-line';
import { discountedPrice } from '@domain/pricing';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { useCartStore } from '@/stores/cart-store';
import { selectSessionUser, useSessionStore } from '@/stores/session-store';
import styles from './make-order.module.css';
import { LinkButton } from '@/components/ui/link-button';
import { RetryLine } from '@/components/ui/retry-line';

function toViewLine(item: CartItem): ViewLine {
  const good = item.good;
  return {
    goodId: item.goodId,
    title: good?.title ?? { ua: item.goodId, en: item.goodId },
    unitPrice: good ? discountedPrice(good) : 0,
    measurement: good?.measurement ?? 'piece',
    mainImage: good?.mainImage ?? null,
    category: good?.category ?? null,
    quantity: item.quantity,
    lineTotal: item.lineTotal,
    available: item.available,
    stockLots: item.lots,
  };
}

/** /makeorderpage: the make-order view of the cart, then contact, delivery and payment. */
export function MakeOrderRoute() {
  const intl = useIntl();
  useDocumentTitle(`${intl.formatMessage({ id: 'checkout.makeOrderTitle' })} | ${intl.formatMessage({ id: 'shopName' })}`);
  const { items, isLoading, isError, retry } = useCartItems();
  const clearCart = useCartStore((state) => state.clear);
  const rememberGuestOrder = useGuestOrdersStore((state) => state.add);
  const user = useSessionStore(selectSessionUser);
  const [placed, setPlaced] = useState<CreatedShoppingCard | null>(null);

  const navigate = useNavigate();
  const onPlaced = (card: CreatedShoppingCard) => {
    if (!user) rememberGuestOrder(card._id);
    setPlaced(card);
    clearCart();
    if (!card.payment) return;
    // A card order is paid on the provider's page; without one the return page explains and offers the choices.
    if (card.payment.pageUrl) window.location.assign(card.payment.pageUrl);
    else navigate(`${paths.paymentReturn.getHref(card._id)}?${PROVIDER_DOWN_QUERY.name}=${PROVIDER_DOWN_QUERY.value}`);
  };

  let body;
  if (placed?.payment) {
    body = <Spinner label={intl.formatMessage({ id: 'checkout.goingToPayment' })} />;
  } else if (placed) {
    const ordersHref = user ? paths.userPage.getHref() : paths.unregisteredUserPage.getHref();
    body = <OrderConfirmation shoppingCardId={placed.shoppingCardId} ordersHref={ordersHref} />;
  } else if (items.length === 0) {
    body = (
      <div className={styles.empty}>
        <p>
          <FormattedMessage id="noGoodsInShoppingCard" />
        </p>
        <LinkButton to={paths.home.getHref()} textId="cart.backToShopping" />
      </div>
    );
  } else if (isLoading) {
    body = <Spinner />;
  } else if (isError) {
    body = <RetryLine messageId="cart.cartLoadError" onRetry={retry} />;
  } else {
    body = (
      <div className={styles.columns}>
        <section aria-labelledby="make-order-summary">
          <h2 id="make-order-summary" className={styles.subtitle}>
            <FormattedMessage id="checkout.yourOrder" />
          </h2>
          <ShoppingCardView variant="makeOrder" lines={items.map(toViewLine)} />
        </section>
        <CheckoutForm
          key={user?.userId ?? 'guest'}
          goods={items.map(({ goodId, quantity, good }) => ({ goodId, quantity, weightGrams: good?.weightGrams ?? null }))}
          blocked={!canOrder(items)}
          offerSameLot={items.some((item) => item.lots.length > 0)}
          orderUah={cartTotal(items)}
          user={user}
          onPlaced={onPlaced}
        />
      </div>
    );
  }
  return (
    <div className={styles.page}>
      <h1 className={styles.title}>
        <FormattedMessage id="checkout.makeOrderTitle" />
      </h1>
      {body}
    </div>
  );
}
