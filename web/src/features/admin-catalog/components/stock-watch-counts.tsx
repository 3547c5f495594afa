import { useIntl } from 'react-intl';
import { useLanguage } from '@/lib/i18n/language-context';
import { localize } from '@/utils/localize';
import { useStockWatchCounts } from '../api/stock-watch-counts';
import { ListState } from './list-state';
import styles from './admin.module.css';

/** How many shoppers wait for each colour, the longest lists first: read from the per-good counters. */
export function StockWatchCounts() {
  const intl = useIntl();
  const language = useLanguage();
  const counts = useStockWatchCounts();
  return (
    <section className={styles.section} aria-labelledby="admin-stock-watch-heading">
      <h2 id="admin-stock-watch-heading">{intl.formatMessage({ id: 'adminCatalog.stockWatchHeading' })}</h2>
      <ListState query={counts} empty={intl.formatMessage({ id: 'adminCatalog.stockWatchEmpty' })} />
      {counts.data && counts.data.length > 0 && (
        <ol className={styles.list}>
          {counts.data.map((row) => (
            <li key={row.goodId} className={styles.item}>
              <span>
                {localize(row.title, language)} ({row.articul}), {intl.formatMessage({ id: 'adminCatalog.stockWatchStock' }, { quantity: row.quantity })}
              </span>
              <strong>{intl.formatMessage({ id: 'adminCatalog.stockWatchWaiting' }, { count: row.waiting })}</strong>
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
