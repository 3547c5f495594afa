// The ADMIN's view of an order's payment: the shared facts, plus the money move waiting for the
// bank and the hold that runs out (confirm or cancel before it does, or the order is cancelled).
import type { PresentedPayment } from '@domain/api/payments';
import { FormattedDate, FormattedMessage, useIntl } from 'react-intl';
import { PaymentFacts } from '@/components/payment/payment-facts';
import styles from './admin-orders.module.css';

export function AdminPayment({ payment }: { payment: PresentedPayment }) {
  const card = payment.card;
  return (
    <PaymentFacts payment={payment}>
      {card?.pending && (
        <p className={styles.muted} role="status">
          <FormattedMessage id={`adminOrders.payment.pending.${card.pending}`} />
        </p>
      )}
      {card?.state === 'held' && card.holdExpiresAt && (
        <p className={card.holdExpiresSoon ? styles.error : styles.muted} role={card.holdExpiresSoon ? 'alert' : undefined}>
          <FormattedMessage
            id={card.holdExpiresSoon ? 'adminOrders.payment.holdExpiresSoon' : 'adminOrders.payment.holdExpiresAt'}
            values={{ date: <FormattedDate value={card.holdExpiresAt} dateStyle="medium" timeStyle="short" timeZone="Europe/Kyiv" /> }}
          />
        </p>
      )}
    </PaymentFacts>
  );
}

/** The payment's state beside the status in the list's summary line, so a card order is seen unopened. */
export function PaymentBadge({ payment }: { payment: PresentedPayment }) {
  const intl = useIntl();
  if (!payment.card) return null;
  const state = intl.formatMessage({ id: `adminOrders.paymentState.${payment.card.state}` });
  return (
    <span className={styles.payment} data-payment-badge={payment.card.state} data-hold-expires-soon={payment.card.holdExpiresSoon || undefined}>
      <FormattedMessage id="adminOrders.payment.badge" values={{ state }} />
    </span>
  );
}
