import { useId, useMemo, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import buttonStyles from '@/components/ui/button.module.css';
import { Spinner } from '@/components/ui/spinner/spinner';
import { useLanguage } from '@/lib/i18n/language-context';
import type { Good } from '@/types/good';
import type { ListingGoods } from '../api/get-goods';
import { useGoodsFilters } from '../hooks/use-goods-filters';
import { facetOptions } from '../utils/facet-options';
import { applyFilters, hasActiveFilters, SORT_KEYS, type SortKey } from '../utils/goods-filters';
import { FiltersPanel } from './filters-panel';
import { GoodsGrid } from './goods-grid';
import { LoadError } from './load-error';
import styles from './goods-listing.module.css';

const SORT_LABEL: Record<SortKey, string> = {
  newest: 'sortNewest',
  priceAsc: 'sortPriceAsc',
  priceDesc: 'sortPriceDesc',
  new: 'sortNew',
  popular: 'sortPopular',
};

/** A goods list with filters, sorting and counts; every state of the wait has its own view. */
export function GoodsListing({ goods }: { goods: ListingGoods }) {
  if (goods.status === 'error') return <LoadError messageId="goodsLoadError" onRetry={goods.retry} />;
  if (goods.status === 'pending') return <Spinner />;
  if (goods.goods.length === 0) {
    return (
      <p className={styles.state}>
        <FormattedMessage id="noGoodsInCategory" />
      </p>
    );
  }
  return <FilteredGoods goods={goods.goods} />;
}

function FilteredGoods({ goods }: { goods: Good[] }) {
  const intl = useIntl();
  const language = useLanguage();
  const sortId = useId();
  const panelId = useId();
  const [filtersShown, setFiltersShown] = useState(false);
  const { filters, setFilters, resetFilters } = useGoodsFilters();
  const options = useMemo(() => facetOptions(goods, language), [goods, language]);
  const shown = useMemo(() => applyFilters(goods, filters), [goods, filters]);
  const filtered = hasActiveFilters(filters);

  return (
    <div className={styles.layout}>
      <aside className={styles.aside} aria-label={intl.formatMessage({ id: 'filters' })}>
        <button
          type="button"
          className={`${buttonStyles.secondary} ${styles.toggle}`}
          aria-expanded={filtersShown}
          aria-controls={panelId}
          onClick={() => setFiltersShown((open) => !open)}
        >
          <FormattedMessage id={filtersShown ? 'hideFilters' : 'showFilters'} />
        </button>
        <div id={panelId} className={filtersShown ? styles.panelOpen : styles.panel}>
          <FiltersPanel options={options} filters={filters} onChange={setFilters} />
          {filtered && (
            <button type="button" className={buttonStyles.secondary} onClick={resetFilters}>
              <FormattedMessage id="resetFilters" />
            </button>
          )}
        </div>
      </aside>
      <div className={styles.main}>
        <div className={styles.toolbar}>
          <p className={styles.count} role="status">
            {filtered ? (
              <FormattedMessage id="goodsShownOfTotal" values={{ shown: shown.length, total: goods.length }} />
            ) : (
              <FormattedMessage id="goodsCount" values={{ count: goods.length }} />
            )}
          </p>
          <label className={styles.sort} htmlFor={sortId}>
            <FormattedMessage id="sortBy" />
            <select id={sortId} value={filters.sort} onChange={(event) => setFilters({ sort: event.target.value as SortKey })}>
              {SORT_KEYS.map((key) => (
                <option key={key} value={key}>
                  {intl.formatMessage({ id: SORT_LABEL[key] })}
                </option>
              ))}
            </select>
          </label>
        </div>
        {shown.length === 0 ? (
          <div className={styles.state}>
            <p>
              <FormattedMessage id="noGoodsMatch" />
            </p>
            <button type="button" className={buttonStyles.primary} onClick={resetFilters}>
              <FormattedMessage id="resetFilters" />
            </button>
          </div>
        ) : (
          <GoodsGrid key={JSON.stringify(filters)} goods={shown} />
        )}
      </div>
    </div>
  );
}
