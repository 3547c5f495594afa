import { useId } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { OrderStatus } from '@domain/order-status';
import type { CardFilter } from '../utils/filter-cards';
import styles from './admin-orders.module.css';

interface CardFiltersProps {
  statuses: readonly OrderStatus[];
  value: CardFilter;
  onChange: (value: CardFilter) => void;
}

/** Status and search; the search runs over the cards already loaded, and says so. */
export function CardFilters({ statuses, value, onChange }: CardFiltersProps) {
  const intl = useIntl();
  const id = useId();
  return (
    <div className={styles.filters} role="search">
      <label htmlFor={`${id}-status`}>
        <FormattedMessage id="adminOrders.filterStatus" />
      </label>
      <select id={`${id}-status`} value={value.status} onChange={(e) => onChange({ ...value, status: e.target.value as CardFilter['status'] })}>
        <option value="ALL">{intl.formatMessage({ id: 'adminOrders.allStatuses' })}</option>
        {statuses.map((status) => (
          <option key={status} value={status}>
            {intl.formatMessage({ id: `orders.status.${status}` })}
          </option>
        ))}
      </select>
      <label htmlFor={`${id}-search`}>
        <FormattedMessage id="adminOrders.search" />
      </label>
      <input
        id={`${id}-search`}
        type="search"
        value={value.search}
        aria-describedby={`${id}-hint`}
        onChange={(e) => onChange({ ...value, search: e.target.value })}
      />
      <small id={`${id}-hint`} className={styles.muted}>
        <FormattedMessage id="adminOrders.searchHint" />
      </small>
    </div>
  );
}
