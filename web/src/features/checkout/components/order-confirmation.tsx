import { useEffect, useRef } from 'react';
import { FormattedMessage } from 'react-intl';
import styles from './order-confirmation.module.css';
import { LinkButton } from '@/components/ui/link-button';

interface OrderConfirmationProps {
  shoppingCardId: number;
  /** Where the shopper sees the order: the user page or the guest's orders page. */
  ordersHref: string;
}

export function OrderConfirmation({ shoppingCardId, ordersHref }: OrderConfirmationProps) {
  const box = useRef<HTMLElement>(null);
  // The form it replaces was long: without this the window stays at the page's bottom.
  useEffect(() => {
    box.current?.scrollIntoView?.({ block: 'center' });
    box.current?.focus({ preventScroll: true });
  }, []);
  return (
    <section ref={box} className={styles.box} role="status" aria-labelledby="order-placed-title" tabIndex={-1}>
      <h2 id="order-placed-title">
        <FormattedMessage id="checkout.orderPlaced" values={{ number: shoppingCardId }} />
      </h2>
      <p>
        <FormattedMessage id="checkout.orderPlacedDetails" />
      </p>
      <LinkButton to={ordersHref} textId="checkout.goToMyOrders" />
    </section>
  );
}
