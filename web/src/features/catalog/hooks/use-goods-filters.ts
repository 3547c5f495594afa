import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';
import { DEFAULT_SORT, parseFilters, writeFilters, type GoodsFilters } from '../utils/goods-filters';

const NO_FILTERS: GoodsFilters = { brands: [], fibres: [], weights: [], families: [], colours: [], minPrice: null, maxPrice: null, sort: DEFAULT_SORT };

/** The listing's filters and sort, read from and written to the URL. */
export function useGoodsFilters() {
  const [params, setParams] = useSearchParams();
  const filters = useMemo(() => parseFilters(params), [params]);
  const setFilters = useCallback(
    (change: Partial<GoodsFilters>) =>
      // Replace, not push: the back button should leave the listing, not undo each tick.
      setParams((current) => writeFilters(current, { ...parseFilters(current), ...change }), { replace: true }),
    [setParams],
  );
  const resetFilters = useCallback(
    () => setParams((current) => writeFilters(current, { ...NO_FILTERS, sort: parseFilters(current).sort }), { replace: true }),
    [setParams],
  );
  return { filters, setFilters, resetFilters };
}
