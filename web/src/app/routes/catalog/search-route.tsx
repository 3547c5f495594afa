import { GoodsListing } from '@/features/catalog/components/goods-listing';
import { SEARCH_SORTS } from '@/features/catalog/utils/goods-filters';
import { SearchResultsPage } from '@/features/search/components/search-results-page';

/** The search's results in the catalogue's own listing: its filters, sorts (best match first) and pages. */
export function SearchRoute() {
  return <SearchResultsPage renderListing={(listing) => <GoodsListing goods={listing} sorts={SEARCH_SORTS} />} />;
}
