import type { PresentedCard } from '@domain/api/orders';
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { OrderStatus } from '@domain/order-status';
import buttonStyles from '@/components/ui/button.module.css';
import { Spinner } from '@/components/ui/spinner/spinner';
import { apiErrorText } from '@/lib/error-text';
import { ADMIN_ORDER_ERRORS } from '../utils/error-text';
import { filterCards, type CardFilter } from '../utils/filter-cards';
import { CardFilters } from './card-filters';
import { CardItem } from './card-item';
import { PrintToolbar } from './print-toolbar';
import styles from './admin-orders.module.css';

interface CardsPanelProps {
  statuses: readonly OrderStatus[];
  cards: PresentedCard[] | undefined;
  isPending: boolean;
  error: unknown;
  emptyMessage: string;
  more?: { hasMore: boolean; loading: boolean; load: () => void } | undefined;
}

/** A list of orders with its filters, loading, empty and error states, and 'more' when paged. */
export function CardsPanel({ statuses, cards, isPending, error, emptyMessage, more }: CardsPanelProps) {
  const intl = useIntl();
  const [filter, setFilter] = useState<CardFilter>({ status: 'ALL', payment: 'ALL', search: '' });
  const [openId, setOpenId] = useState<string | null>(null);
  const [ticked, setTicked] = useState<string[]>([]);
  if (isPending) return <Spinner />;
  if (error || !cards) {
    return (
      <p role="alert" className={styles.error}>
        {apiErrorText(intl, error, ADMIN_ORDER_ERRORS)}
      </p>
    );
  }
  const shown = filterCards(cards, filter);
  return (
    <div className={styles.listPanel}>
      <CardFilters statuses={statuses} value={filter} onChange={setFilter} />
      <p className={styles.muted} aria-live="polite">
        <FormattedMessage id="adminOrders.shownCount" values={{ shown: shown.length, loaded: cards.length }} />
      </p>
      <PrintToolbar ticked={ticked} onClear={() => setTicked([])} />
      {cards.length === 0 && <p>{emptyMessage}</p>}
      {cards.length > 0 && shown.length === 0 && (
        <p>
          <FormattedMessage id="adminOrders.nothingFound" />
        </p>
      )}
      <div className={styles.cards}>
        {shown.map((card) => (
          <CardItem
            key={card._id}
            card={card}
            open={openId === card._id}
            onToggle={() => setOpenId(openId === card._id ? null : card._id)}
            ticked={ticked.includes(card._id)}
            onTick={(on) => setTicked((ids) => (on ? [...ids, card._id] : ids.filter((id) => id !== card._id)))}
          />
        ))}
      </div>
      {more?.hasMore && (
        <button type="button" className={buttonStyles.secondary} disabled={more.loading} onClick={more.load}>
          <FormattedMessage id="adminOrders.more" />
        </button>
      )}
    </div>
  );
}
