import { queryOptions, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useAfterFirstPicture } from '@/hooks/use-after-first-picture';
import { CATALOG_STALE_TIME } from '@/lib/react-query';
import type { Good } from '@/types/good';
import { useGoodsFilters } from '../hooks/use-goods-filters';
import { filtersOrReorders } from '../utils/goods-filters';
import { getGoodsFirstScreen, goodsFirstScreenKey, goodsKey, type GoodsFilter } from './read-goods';
import { getGoods } from './whole-goods';

// goodsKey and getGoods both take an absent sub-category as the whole category (ALL_GOODS).
export function getGoodsQueryOptions(filter: GoodsFilter) {
  return queryOptions({ queryKey: goodsKey(filter), queryFn: () => getGoods(filter) });
}

export function getGoodsFirstScreenQueryOptions(filter: GoodsFilter) {
  return queryOptions({ queryKey: goodsFirstScreenKey(filter), queryFn: () => getGoodsFirstScreen(filter) });
}

/** How long the whole list waits at most for the first card's picture. */
const WHOLE_LIST_WAIT_MS = 2000;

/** What a listing has of its goods. */
export type ListingGoods =
  | { status: 'pending' }
  | { status: 'error'; retry: () => void }
  /** `partial`: only the first screen's goods (read-goods.ts), the whole list still to come. */
  | { status: 'ready'; goods: Good[]; partial: boolean };

/**
 * A listing's goods. When the visit opened on this listing, the first script has read only the
 * first screen's goods (app/page-reads.ts): they are shown until the whole list is in, and the
 * whole list is read once the first card's picture is (so that its bytes do not share the line
 * with the picture's). Opened from within the shop, the whole list is read at once, and so it is
 * when the first screen shows no card whose picture to wait for: the address asks for filters or
 * another order (goods-listing.tsx then keeps the cards for the whole list), or every one of the
 * first screen's goods is archived.
 */
export function useGoods(filter: GoodsFilter): ListingGoods {
  // Never read from here: only the first script reads it, and the query cache is handed the read.
  const firstScreen = useQuery({ ...getGoodsFirstScreenQueryOptions(filter), enabled: false });
  const pictureIn = useAfterFirstPicture(WHOLE_LIST_WAIT_MS);
  // A first screen that held the whole listing stands for it while fresh when the listing opens
  // (the app's staleTime; a disabled query never counts as stale, so its age is checked here):
  // opened again later in the visit, the listing is read again like any other.
  const [openedAt] = useState(() => Date.now());
  const complete = firstScreen.data?.complete === true && openedAt - firstScreen.dataUpdatedAt < CATALOG_STALE_TIME;
  const firstScreenComing = firstScreen.data !== undefined || firstScreen.isFetching;
  const { filters } = useGoodsFilters();
  const noFirstCards = filtersOrReorders(filters) || firstScreen.data?.goods.length === 0;
  const whole = useQuery({ ...getGoodsQueryOptions(filter), enabled: !complete && (pictureIn || !firstScreenComing || noFirstCards) });

  if (whole.data) return { status: 'ready', goods: whole.data, partial: false };
  // A failed whole list is shown as failed even with the first screen in: its retry reads it again.
  if (whole.isError) return { status: 'error', retry: () => void whole.refetch() };
  if (firstScreen.data) return { status: 'ready', goods: firstScreen.data.goods, partial: !complete };
  return { status: 'pending' };
}
