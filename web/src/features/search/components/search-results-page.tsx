import { useQueries } from '@tanstack/react-query';
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useSearchParams } from 'react-router-dom';
import { Breadcrumbs } from '@/components/breadcrumbs/breadcrumbs';
import { GoodCard } from '@/components/good-card/good-card';
import buttonStyles from '@/components/ui/button.module.css';
import { Spinner } from '@/components/ui/spinner/spinner';
import { searchableQuery } from '@domain/search';
import { usePageMeta } from '@/hooks/use-page-meta';
import { getUnarchivedGoodsListQueryOptions } from '../api/get-unarchived-goods-list';
import { useSearchResults } from '../api/get-search-index';
import { CARDS_PER_PAGE } from '@/config/listing';
import styles from './search-results-page.module.css';
import gridStyles from '@/styles/card-grid.module.css';
import stateStyles from '@/styles/states.module.css';

/** /goods/search?q=...: every match, read from the URL so that a reload shows the same results. */
export function SearchResultsPage() {
  const intl = useIntl();
  const [params] = useSearchParams();
  const query = params.get('q') ?? '';
  const searchable = searchableQuery(query);
  const found = useSearchResults(searchable);
  const results = found.data ?? [];
  const [pages, setPages] = useState(1);
  const ids = results.slice(0, pages * CARDS_PER_PAGE);
  const chunks = Array.from({ length: Math.ceil(ids.length / CARDS_PER_PAGE) }, (_, i) => ids.slice(i * CARDS_PER_PAGE, (i + 1) * CARDS_PER_PAGE));
  const goods = useQueries({ queries: chunks.map((chunk) => getUnarchivedGoodsListQueryOptions(chunk)) });
  const title = searchable ? intl.formatMessage({ id: 'searchResultsFor' }, { query: searchable }) : intl.formatMessage({ id: 'searchResults' });
  usePageMeta(title, title);

  let body;
  if (!searchable) body = <p className={stateStyles.muted}><FormattedMessage id="searchTooShort" /></p>;
  else if (found.isError || goods.some((chunk) => chunk.isError)) {
    body = (
      <div className={stateStyles.muted} role="alert">
        <p><FormattedMessage id="searchLoadError" /></p>
        <button type="button" className={buttonStyles.primary} onClick={() => void Promise.all([found.refetch(), ...goods.map((chunk) => chunk.refetch())])}>
          <FormattedMessage id="retry" />
        </button>
      </div>
    );
  } else if (found.isPending) body = <Spinner />;
  else if (results.length === 0) body = <p className={stateStyles.muted}><FormattedMessage id="searchNothingFound" /></p>;
  else {
    const loaded = goods.flatMap((chunk) => chunk.data ?? []);
    body = (
      <>
        <p className={styles.count} role="status"><FormattedMessage id="goodsCount" values={{ count: results.length }} /></p>
        <ul className={gridStyles.grid}>
          {loaded.map((good) => (
            <li key={good.id} className={gridStyles.item}><GoodCard good={good} /></li>
          ))}
        </ul>
        {goods.some((chunk) => chunk.isPending) && <Spinner />}
        {results.length > ids.length && (
          <p className={styles.more}>
            <button type="button" className={buttonStyles.secondary} onClick={() => setPages((n) => n + 1)}>
              <FormattedMessage id="showMore" />
            </button>
          </p>
        )}
      </>
    );
  }
  return (
    <div className={styles.page}>
      <Breadcrumbs items={[{ label: intl.formatMessage({ id: 'searchResults' }) }]} />
      <h1 className={styles.title}>{title}</h1>
      {body}
    </div>
  );
}
