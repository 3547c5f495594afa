import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';
import { LISTING_SORTS, parseFilters, writeFilters, type GoodsFilters, type SortChoice } from '../utils/goods-filters';

const NO_FILTERS: Omit<GoodsFilters, 'sort'> = { brands: [], fibres: [], weights: [], families: [], colours: [], minPrice: null, maxPrice: null };

/** The listing's filters and sort, read from and written to the URL; `sorts` says which orders it offers. */
export function useGoodsFilters(sorts: SortChoice = LISTING_SORTS) {
  const [params, setParams] = useSearchParams();
  const filters = useMemo(() => parseFilters(params, sorts), [params, sorts]);
  const setFilters = useCallback(
    (change: Partial<GoodsFilters>) =>
      // Replace, not push: the back button should leave the listing, not undo each tick.
      setParams((current) => writeFilters(current, { ...parseFilters(current, sorts), ...change }, sorts), { replace: true }),
    [setParams, sorts],
  );
  const resetFilters = useCallback(
    () => setParams((current) => writeFilters(current, { ...NO_FILTERS, sort: parseFilters(current, sorts).sort }, sorts), { replace: true }),
    [setParams, sorts],
  );
  return { filters, setFilters, resetFilters };
}
