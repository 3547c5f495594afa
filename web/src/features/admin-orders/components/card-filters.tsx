import { SelectField } from '@/components/ui/select-field';
import { TextField } from '@/components/ui/text-field';
import { useText } from '@/hooks/use-text';
import type { OrderStatus } from '@domain/order-status';
import { PAYMENT_FILTERS, type CardFilter, type PaymentFilter } from '../utils/filter-cards';
import styles from './admin-orders.module.css';

interface CardFiltersProps {
  statuses: readonly OrderStatus[];
  value: CardFilter;
  onChange: (value: CardFilter) => void;
}

/** Status, payment and search; payment and search run over the cards already loaded, and say so. */
export function CardFilters({ statuses, value, onChange }: CardFiltersProps) {
  const t = useText();
  return (
    <div className={styles.filters} role="search">
      <SelectField
        label={t('adminOrders.filterStatus')}
        fieldClassName={styles.filterField}
        className={styles.filterControl}
        value={value.status}
        onValue={(status) => onChange({ ...value, status: status as CardFilter['status'] })}
      >
        <option value="ALL">{t('adminOrders.allStatuses')}</option>
        {statuses.map((status) => (
          <option key={status} value={status}>
            {t(`orders.status.${status}`)}
          </option>
        ))}
      </SelectField>
      <SelectField
        label={t('adminOrders.filterPayment')}
        hint={t('adminOrders.payment.filterHint')}
        fieldClassName={styles.filterField}
        className={styles.filterControl}
        value={value.payment}
        onValue={(payment) => onChange({ ...value, payment: payment as PaymentFilter })}
      >
        {PAYMENT_FILTERS.map((payment) => (
          <option key={payment} value={payment}>
            {t(`adminOrders.payment.${payment}`)}
          </option>
        ))}
      </SelectField>
      <TextField
        label={t('adminOrders.search')}
        hint={t('adminOrders.searchHint')}
        fieldClassName={styles.filterField}
        className={styles.filterControl}
        type="search"
        value={value.search}
        onValue={(search) => onChange({ ...value, search })}
      />
    </div>
  );
}
