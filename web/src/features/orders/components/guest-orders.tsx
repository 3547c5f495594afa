import { FormattedMessage } from 'react-intl';
import { useGuestOrdersStore, selectGuestOrders } from '@/order/stores/guest-orders-store';
import { OrderInfo } from './order-info';
import styles from './orders-list.module.css';

/** unregistereduserpage: the guest's orders remembered in this browser, each in its order-info view. */
export function GuestOrders() {
  const entries = useGuestOrdersStore(selectGuestOrders);
  const forget = useGuestOrdersStore((state) => state.remove);
  if (entries.length === 0) {
    return (
      <p className={styles.empty}>
        <FormattedMessage id="orders.noOrdersYet" />
      </p>
    );
  }
  return (
    <ul className={styles.list}>
      {entries.map((entry) => (
        <li key={entry.orderId}>
          <OrderInfo id={entry.orderId} onGone={forget} />
        </li>
      ))}
    </ul>
  );
}
