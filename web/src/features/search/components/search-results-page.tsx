import type { ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useSearchParams } from 'react-router-dom';
import { Breadcrumbs } from '@/components/breadcrumbs/breadcrumbs';
import { Spinner } from '@/components/ui/spinner/spinner';
import { LoadError } from '@/components/ui/state-message';
import { searchableQuery } from '@domain/search';
import { usePageMeta } from '@/hooks/use-page-meta';
import { useSearchListing, type SearchListing } from '../hooks/use-search-listing';
import styles from './search-results-page.module.css';
import stateStyles from '@/styles/states.module.css';

type FoundListing = Extract<SearchListing, { status: 'ready' }>;

interface SearchResultsPageProps {
  /** The catalogue's listing (filters, sort, paging) over the found goods, which the app layer supplies. */
  renderListing: (listing: FoundListing) => ReactNode;
}

/** /goods/search?q=...: every match, read from the URL so that a reload shows the same results. */
export function SearchResultsPage({ renderListing }: SearchResultsPageProps) {
  const intl = useIntl();
  const [params] = useSearchParams();
  const searchable = searchableQuery(params.get('q') ?? '');
  const listing = useSearchListing(searchable);
  const heading = searchable ? intl.formatMessage({ id: 'searchResultsFor' }, { query: searchable }) : intl.formatMessage({ id: 'searchResults' });
  // The tab names the search first, so a row of tabs tells one search from another.
  const tabTitle = searchable ? intl.formatMessage({ id: 'searchTabTitle' }, { query: searchable }) : heading;
  usePageMeta(tabTitle, heading);

  let body;
  if (!searchable) body = <p className={stateStyles.muted}><FormattedMessage id="searchTooShort" /></p>;
  else if (listing.status === 'error') body = <LoadError messageId="searchLoadError" onRetry={listing.retry} />;
  else if (listing.status === 'pending') body = <Spinner />;
  else if (listing.found === 0) body = <p className={stateStyles.muted}><FormattedMessage id="searchNothingFound" /></p>;
  else {
    body = (
      <>
        {listing.found > listing.goods.length && (
          <p className={styles.count}>
            <FormattedMessage id="searchBestOf" values={{ shown: listing.goods.length, found: listing.found }} />
          </p>
        )}
        {renderListing(listing)}
      </>
    );
  }
  return (
    <div className={styles.page}>
      <Breadcrumbs items={[{ label: intl.formatMessage({ id: 'searchResults' }) }]} />
      <h1 className={styles.title}>{heading}</h1>
      {body}
    </div>
  );
}
