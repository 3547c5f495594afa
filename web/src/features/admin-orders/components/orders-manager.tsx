import type { PresentedCard } from '@domain/api/orders';
import { useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { FormattedMessage, useIntl } from 'react-intl';
import { ACTIVE_STATUSES, INACTIVE_STATUSES } from '@domain/order-status';
import { useActiveCards, useInactiveCards } from '@/order/api/get-admin-cards';
import { CallbackRequests } from './callback-requests';
import { CardsPanel } from './cards-panel';
import { ExportPanel } from './export-panel';
import { LinkedCard } from './linked-card';
import styles from './admin-orders.module.css';

const TABS = ['active', 'inactive', 'callbacks'] as const;
type Tab = (typeof TABS)[number];

/** What the panel needs of a paged list's query: the cards loaded so far and how to load more. */
interface PagedCards {
  data?: { pages: { cards: PresentedCard[] }[] } | undefined;
  isPending: boolean;
  error: unknown;
  hasNextPage: boolean;
  isFetchingNextPage: boolean;
  fetchNextPage: () => Promise<unknown>;
}

function pagedPanel(query: PagedCards) {
  return {
    cards: query.data?.pages.flatMap((page) => page.cards),
    isPending: query.isPending,
    error: query.error,
    more: { hasMore: query.hasNextPage, loading: query.isFetchingNextPage, load: () => void query.fetchNextPage() },
  };
}

/** /ordersmanager for the ADMIN: active and past orders and callback requests, page by page. */
export function OrdersManager() {
  const intl = useIntl();
  const [tab, setTab] = useState<Tab>('active');
  const [params, setParams] = useSearchParams();
  const linkedId = params.get('card');
  const active = useActiveCards();
  const inactive = useInactiveCards(tab === 'inactive');
  return (
    <div className={styles.page}>
      <h1 className={styles.heading}>
        <FormattedMessage id="adminOrders.title" />
      </h1>
      {linkedId && <LinkedCard id={linkedId} onShowAll={() => setParams({})} />}
      <ExportPanel />
      <div className={styles.tabs} role="group" aria-label={intl.formatMessage({ id: 'adminOrders.sections' })}>
        {TABS.map((name) => (
          <button key={name} type="button" className={styles.tab} aria-pressed={tab === name} onClick={() => setTab(name)}>
            <FormattedMessage id={`adminOrders.${name}Tab`} />
          </button>
        ))}
      </div>
      {tab === 'active' && (
        <CardsPanel statuses={ACTIVE_STATUSES} {...pagedPanel(active)} emptyMessage={intl.formatMessage({ id: 'adminOrders.noActive' })} />
      )}
      {tab === 'inactive' && (
        <CardsPanel statuses={INACTIVE_STATUSES} {...pagedPanel(inactive)} emptyMessage={intl.formatMessage({ id: 'adminOrders.noInactive' })} />
      )}
      {tab === 'callbacks' && <CallbackRequests />}
    </div>
  );
}
