import type { PresentedCard } from '@domain/api/orders';
import { useId } from 'react';
import { FormattedDate, FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import buttonStyles from '@/components/ui/button.module.css';
import { useTargetOrderStore } from '@/order/stores/target-order-store';
import { formatMoney } from '@/utils/format-money';
import { PaymentBadge } from './admin-payment';
import { CardDetails } from './card-details';
import { ParcelAttentionBadge } from './parcel-status';
import { printHref } from './print-toolbar';
import { StatusActions } from './status-actions';
import styles from './admin-orders.module.css';
import { displayPhone } from '@domain/phone';

interface CardItemProps {
  card: PresentedCard;
  open: boolean;
  onToggle: () => void;
  /** Ticked for printing its packing slip with others; without `onTick` the card has no tick. */
  ticked?: boolean;
  onTick?: (ticked: boolean) => void;
}

/** One order in the list: a summary that opens its details and the ADMIN's actions in place. */
export function CardItem({ card, open, onToggle, ticked = false, onTick }: CardItemProps) {
  const intl = useIntl();
  const panelId = useId();
  const target = useTargetOrderStore((state) => state.target);
  const choose = useTargetOrderStore((state) => state.choose);
  const cancelTarget = useTargetOrderStore((state) => state.cancel);
  const isTarget = target?.id === card._id;
  const title = intl.formatMessage({ id: 'orders.orderNumber' }, { number: card.shoppingCardId });
  return (
    <article className={styles.card} aria-label={title}>
      <div className={styles.head}>
        {onTick && (
          <label className={styles.tick}>
            <input
              type="checkbox"
              checked={ticked}
              onChange={(event) => onTick(event.target.checked)}
              aria-label={intl.formatMessage({ id: 'adminOrders.print.tick' }, { number: card.shoppingCardId })}
            />
          </label>
        )}
        <button type="button" className={styles.summary} aria-expanded={open} aria-controls={panelId} onClick={onToggle}>
          <strong>{title}</strong>
          <span className={styles.status} data-status={card.status}>
            <FormattedMessage id={`orders.status.${card.status}`} />
          </span>
          <ParcelAttentionBadge card={card} />
          <PaymentBadge payment={card.payment} />
          <span>{card.customer.name}</span>
          <span>{displayPhone(card.customer.phone)}</span>
          <span>{formatMoney(card.total)}</span>
          {card.createdAt && (
            <span className={styles.muted}>
              <FormattedDate value={card.createdAt} dateStyle="short" timeStyle="short" />
            </span>
          )}
        </button>
      </div>
      {open && (
        <div id={panelId} className={styles.panel}>
          <CardDetails card={card} />
          <StatusActions key={card.status} card={card} />
          <Link className={buttonStyles.secondary} to={printHref([card._id], 'slips')}>
            <FormattedMessage id="adminOrders.print.oneSlip" />
          </Link>
          {card.status === 'UNCONFIRMED' && (
            <button
              type="button"
              className={buttonStyles.secondary}
              onClick={() => (isTarget ? cancelTarget() : choose({ id: card._id, shoppingCardId: card.shoppingCardId }))}
            >
              <FormattedMessage id={isTarget ? 'adminOrders.stopAddingGoods' : 'adminOrders.addGoodsToOrder'} />
            </button>
          )}
        </div>
      )}
    </article>
  );
}
