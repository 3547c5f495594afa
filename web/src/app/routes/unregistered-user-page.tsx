import { FormattedMessage, useIntl } from 'react-intl';
import { GuestOrders } from '@/features/orders/components/guest-orders';
import { useDocumentTitle } from '@/hooks/use-document-title';
import styles from './make-order.module.css';

/** /unregistereduserpage: a guest's orders, remembered in this browser only. */
export function UnregisteredUserPageRoute() {
  const intl = useIntl();
  useDocumentTitle(`${intl.formatMessage({ id: 'orders.guestOrdersTitle' })} | ${intl.formatMessage({ id: 'shopName' })}`);
  return (
    <div className={styles.page}>
      <h1 className={styles.title}>
        <FormattedMessage id="orders.guestOrdersTitle" />
      </h1>
      <p>
        <FormattedMessage id="orders.guestOrdersHint" />
      </p>
      <GuestOrders />
    </div>
  );
}
