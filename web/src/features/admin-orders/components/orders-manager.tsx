import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { ACTIVE_STATUSES, INACTIVE_STATUSES } from '@domain/order-status';
import { useActiveCards, useInactiveCards } from '../api/get-admin-cards';
import { CallbackRequests } from './callback-requests';
import { CardsPanel } from './cards-panel';
import styles from './admin-orders.module.css';

const TABS = ['active', 'inactive', 'callbacks'] as const;
type Tab = (typeof TABS)[number];

/** /ordersmanager for the ADMIN: active orders, past orders page by page, callback requests. */
export function OrdersManager() {
  const intl = useIntl();
  const [tab, setTab] = useState<Tab>('active');
  const active = useActiveCards();
  const inactive = useInactiveCards(tab === 'inactive');
  return (
    <div className={styles.page}>
      <h1 className={styles.heading}>
        <FormattedMessage id="adminOrders.title" />
      </h1>
      <div className={styles.tabs} role="group" aria-label={intl.formatMessage({ id: 'adminOrders.sections' })}>
        {TABS.map((name) => (
          <button key={name} type="button" className={styles.tab} aria-pressed={tab === name} onClick={() => setTab(name)}>
            <FormattedMessage id={`adminOrders.${name}Tab`} />
          </button>
        ))}
      </div>
      {tab === 'active' && (
        <CardsPanel
          statuses={ACTIVE_STATUSES}
          cards={active.data}
          isPending={active.isPending}
          error={active.error}
          emptyMessage={intl.formatMessage({ id: 'adminOrders.noActive' })}
        />
      )}
      {tab === 'inactive' && (
        <CardsPanel
          statuses={INACTIVE_STATUSES}
          cards={inactive.data?.pages.flatMap((page) => page.cards)}
          isPending={inactive.isPending}
          error={inactive.error}
          emptyMessage={intl.formatMessage({ id: 'adminOrders.noInactive' })}
          more={{ hasMore: inactive.hasNextPage, loading: inactive.isFetchingNextPage, load: () => void inactive.fetchNextPage() }}
        />
      )}
      {tab === 'callbacks' && <CallbackRequests />}
    </div>
  );
}
