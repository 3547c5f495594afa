// The parcel's status in the orders manager, and the flag a refused or returning parcel raises
// while its card is SENT: the ADMIN may cancel the card, and its goods go back to stock.
import type { PresentedCard } from '@domain/api/orders';
import { FormattedMessage } from 'react-intl';
import { ParcelStatus } from '@/components/parcel-status/parcel-status';
import styles from './parcel-status.module.css';

const needsAttention = (card: PresentedCard) => card.status === 'SENT' && card.delivery.parcel?.needsAttention === true;

export function AdminParcelStatus({ card }: { card: PresentedCard }) {
  return (
    <ParcelStatus parcel={card.delivery.parcel}>
      {needsAttention(card) && (
        <p className={styles.attention}>
          <FormattedMessage id="adminOrders.parcelNeedsAttention" />
        </p>
      )}
    </ParcelStatus>
  );
}

/** In the list's summary, so the ADMIN sees which orders want a look without opening each. */
export function ParcelAttentionBadge({ card }: { card: PresentedCard }) {
  if (!needsAttention(card)) return null;
  return (
    <span className={styles.badge}>
      <FormattedMessage id="adminOrders.parcelAttentionBadge" />
    </span>
  );
}
