import { SearchResultsPage } from '@/features/search/components/search-results-page';

export function SearchRoute() {
  return <SearchResultsPage />;
}
