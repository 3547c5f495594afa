import { FormattedMessage } from 'react-intl';
import { Link } from 'react-router-dom';
import buttonStyles from '@/components/ui/button.module.css';
import styles from './order-confirmation.module.css';

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
      <Link to={ordersHref} className={buttonStyles.primary}>
        <FormattedMessage id="checkout.goToMyOrders" />
      </Link>
    </section>
  );
}
