import type { PresentedCard } from '@domain/api/orders';
import { useState, type FormEvent } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { nextStatuses, type OrderStatus } from '@domain/order-status';
import buttonStyles from '@/components/ui/button.module.css';
import { ConfirmQuestion } from '@/components/ui/confirm-question';
import { useChangeCardStatus } from '@/order/api/change-card-status';
import { apiErrorText } from '@/lib/error-text';
import { ADMIN_ORDER_ERRORS } from '../utils/error-text';
import { splitNeeded, type SplitLine } from '../utils/lot-split';
import { LotSplitChooser } from './lot-split-chooser';
import { TextField } from '@/components/ui/text-field';
import styles from './admin-orders.module.css';

/**
 * The moves domain/order-status.ts allows the ADMIN from the card's status, and nothing else.
 * SENT needs the carrier's tracking number; CANCELLED asks first (it may return stock).
 */
export function StatusActions({ card }: { card: PresentedCard }) {
  const intl = useIntl();
  const change = useChangeCardStatus();
  const [tracking, setTracking] = useState('');
  const [trackingMissing, setTrackingMissing] = useState(false);
  const [confirming, setConfirming] = useState(false);
  // Set when reserving was refused because no one dye lot fills a line: the ADMIN splits it.
  const [split, setSplit] = useState<SplitLine[] | null>(null);
  // Set while the shop answers busy and the change waits to be sent again.
  const [retrying, setRetrying] = useState(false);
  const moves = nextStatuses(card.status, 'ADMIN');
  if (moves.length === 0) return null;

  const onBusy = () => setRetrying(true);
  const onSettled = () => setRetrying(false);
  const move = (status: OrderStatus) =>
    change.mutate({ id: card._id, status, onBusy, ...(status === 'SENT' ? { trackingNumber: tracking.trim() } : {}) }, { onError: (error) => setSplit(splitNeeded(error)), onSettled });
  const label = (status: OrderStatus) =>
    intl.formatMessage({ id: 'adminOrders.moveTo' }, { status: intl.formatMessage({ id: `orders.status.${status}` }) });
  const send = (event: FormEvent) => {
    event.preventDefault();
    if (tracking.trim() === '') return setTrackingMissing(true);
    setTrackingMissing(false);
    move('SENT');
  };

  return (
    <section className={styles.actions} aria-label={intl.formatMessage({ id: 'adminOrders.actions' })}>
      {moves.includes('SENT') && (
        <form className={styles.trackingForm} onSubmit={send} noValidate>
          <TextField
            label={intl.formatMessage({ id: 'adminOrders.trackingNumberLabel' })}
            hint={intl.formatMessage({ id: 'adminOrders.trackingNumberByHand' })}
            error={trackingMissing ? intl.formatMessage({ id: 'adminOrders.trackingNumberRequired' }) : null}
            value={tracking}
            maxLength={60}
            onValue={setTracking}
          />
          <button type="submit" className={buttonStyles.primary} disabled={change.isPending}>
            {label('SENT')}
          </button>
        </form>
      )}
      {moves
        .filter((status) => status !== 'SENT')
        .map((status) => (
          <button
            key={status}
            type="button"
            className={status === 'CANCELLED' ? buttonStyles.secondary : buttonStyles.primary}
            disabled={change.isPending}
            onClick={() => (status === 'CANCELLED' ? setConfirming(true) : move(status))}
          >
            {label(status)}
          </button>
        ))}
      {confirming && (
        <ConfirmQuestion
          className={styles.confirm}
          danger
          question={<FormattedMessage id="adminOrders.confirmCancel" values={{ number: card.shoppingCardId }} />}
          yes={<FormattedMessage id="adminOrders.yesCancel" />}
          no={<FormattedMessage id="adminOrders.no" />}
          onConfirm={() => {
            setConfirming(false);
            move('CANCELLED');
          }}
          onCancel={() => setConfirming(false)}
        />
      )}
      {split && (
        <LotSplitChooser
          key={JSON.stringify(split)}
          split={split}
          cardLines={card.goods}
          pending={change.isPending}
          onSubmit={(lotTakes) => change.mutate({ id: card._id, status: 'RESERVED', lotTakes, onBusy }, { onError: (error) => setSplit((now) => splitNeeded(error) ?? now), onSettled })}
          onCancel={() => {
            setSplit(null);
            change.reset();
          }}
        />
      )}
      {retrying && (
        <p role="status" className={styles.busy}>
          <FormattedMessage id="adminOrders.busyRetrying" />
        </p>
      )}
      {change.isError && splitNeeded(change.error) === null && (
        <p role="alert" className={styles.error}>
          {apiErrorText(intl, change.error, ADMIN_ORDER_ERRORS)}
        </p>
      )}
    </section>
  );
}
