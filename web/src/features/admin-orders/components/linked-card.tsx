import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import buttonStyles from '@/components/ui/button.module.css';
import { Spinner } from '@/components/ui/spinner/spinner';
import { apiErrorText } from '@/lib/error-text';
import { useShoppingCard } from '@/order/api/get-shopping-card';
import { ADMIN_ORDER_ERRORS } from '../utils/error-text';
import { CardItem } from './card-item';
import styles from './admin-orders.module.css';

/**
 * The one order a link names (`/ordersmanager?card=…`, as the owner's Telegram alerts link it):
 * shown open above the lists, so she acts on it without searching the pages for its number.
 */
export function LinkedCard({ id, onShowAll }: { id: string; onShowAll: () => void }) {
  const intl = useIntl();
  const card = useShoppingCard(id);
  const [open, setOpen] = useState(true);
  return (
    <section className={styles.listPanel} aria-labelledby="linked-card-title">
      <h2 id="linked-card-title">
        <FormattedMessage id="adminOrders.linkedCard" />
      </h2>
      {card.isPending && <Spinner />}
      {card.error && (
        <p role="alert" className={styles.error}>
          {apiErrorText(intl, card.error, ADMIN_ORDER_ERRORS)}
        </p>
      )}
      {card.data && <CardItem card={card.data} open={open} onToggle={() => setOpen(!open)} />}
      <button type="button" className={buttonStyles.secondary} onClick={onShowAll}>
        <FormattedMessage id="adminOrders.showAllOrders" />
      </button>
    </section>
  );
}
