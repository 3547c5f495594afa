import { useCallback, useId, useMemo, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useSearchParams } from 'react-router-dom';
import buttonStyles from '@/components/ui/button.module.css';
import { Spinner } from '@/components/ui/spinner/spinner';
import { useLanguage } from '@/lib/i18n/language-context';
import type { YarnListing } from '@/types/catalog';
import type { Good } from '@/types/good';
import type { ListingGoods } from '../api/get-goods';
import { useListingLines } from '../api/get-listing-lines';
import { useGoodsFilters } from '../hooks/use-goods-filters';
import { facetOptions } from '../utils/facet-options';
import { applyFilters, hasActiveFilters, LISTING_SORTS, type SortChoice, type SortKey } from '../utils/goods-filters';
import { FiltersPanel } from './filters-panel';
import { hasLineColours, listingCards, readYarnListing, writeYarnListing } from '../utils/yarn-listing';
import { ListingGrid } from './listing-grid';
import { SelectField } from '@/components/ui/select-field';
import { LoadError, StateMessage } from '@/components/ui/state-message';
import { ViewSwitch } from './view-switch';
import styles from './goods-listing.module.css';
import fieldStyles from '@/components/ui/form-field.module.css';
import stateStyles from '@/styles/states.module.css';

const SORT_LABEL: Record<SortKey, string> = {
  newest: 'sortNewest',
  priceAsc: 'sortPriceAsc',
  priceDesc: 'sortPriceDesc',
  popular: 'sortPopular',
  relevance: 'sortRelevance',
};

interface GoodsListingProps {
  goods: ListingGoods;
  /** The catalog's choice of one card per yarn line or per colour; the `view` URL parameter overrides it. */
  yarnListing?: YarnListing;
  /** The orders offered; search results add their best match first. */
  sorts?: SortChoice;
}

/** A goods list with filters, sorting and counts; every state of the wait has its own view. */
export function GoodsListing({ goods, yarnListing = 'colours', sorts = LISTING_SORTS }: GoodsListingProps) {
  if (goods.status === 'error') return <LoadError messageId="goodsLoadError" onRetry={goods.retry} />;
  if (goods.status === 'pending') return <Spinner />;
  if (goods.goods.length === 0) {
    return (
      <p className={stateStyles.muted}>
        <FormattedMessage id="noGoodsInCategory" />
      </p>
    );
  }
  return <FilteredGoods goods={goods.goods} yarnListing={yarnListing} sorts={sorts} />;
}

/** The listing's view, from the URL or the catalog, and its change (replacing the entry, as the filters do). */
function useYarnListing(fallback: YarnListing) {
  const [params, setParams] = useSearchParams();
  const view = readYarnListing(params, fallback);
  const setView = useCallback((next: YarnListing) => setParams((current) => writeYarnListing(current, next), { replace: true }), [setParams]);
  return { view, setView };
}

function FilteredGoods({ goods, yarnListing, sorts }: { goods: Good[]; yarnListing: YarnListing; sorts: SortChoice }) {
  const intl = useIntl();
  const language = useLanguage();
  const panelId = useId();
  const [filtersShown, setFiltersShown] = useState(false);
  const { filters, setFilters, resetFilters } = useGoodsFilters(sorts);
  const { view, setView } = useYarnListing(yarnListing);
  const { lines, ready } = useListingLines(goods);
  const options = useMemo(() => facetOptions(goods, language, lines), [goods, language, lines]);
  const shown = useMemo(() => applyFilters(goods, filters, lines), [goods, filters, lines]);
  const cards = useMemo(() => listingCards(shown, view, lines), [shown, view, lines]);
  const filtered = hasActiveFilters(filters);
  // Until the lines arrive a line card has no name; one short wait instead of a card that renames itself.
  if (!ready) return <Spinner />;

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
          <SelectField
            label={intl.formatMessage({ id: 'sortBy' })}
            fieldClassName={styles.sort}
            className={fieldStyles.compact}
            value={filters.sort}
            onValue={(sort) => setFilters({ sort: sort as SortKey })}
          >
            {sorts.keys.map((key) => (
              <option key={key} value={key}>
                {intl.formatMessage({ id: SORT_LABEL[key] })}
              </option>
            ))}
          </SelectField>
          {hasLineColours(goods) && <ViewSwitch view={view} onChange={setView} />}
        </div>
        {shown.length === 0 ? (
          <StateMessage messageId="noGoodsMatch" action={{ textId: 'resetFilters', onClick: resetFilters }} />
        ) : (
          <ListingGrid key={`${view}:${JSON.stringify(filters)}`} cards={cards} />
        )}
      </div>
    </div>
  );
}
