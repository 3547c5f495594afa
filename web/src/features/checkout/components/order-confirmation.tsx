import { FormattedMessage } from 'react-intl';
import styles from './order-confirmation.module.css';
import { LinkButton } from '@/components/ui/link-button';

interface OrderConfirmationProps {
  shoppingCardId: number;
  /** Where the shopper sees the order: the user page or the guest's orders page. */
  ordersHref: string;
}

export function OrderConfirmation({ shoppingCardId, ordersHref }: OrderConfirmationProps) {
  return (
    <section className={styles.box} role="status" aria-labelledby="order-placed-title">
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
