// The ADMIN's lists of shopping cards, a page at a time: the active ones after the last card
// shown (cards leave that list as the shop works, so a cursor, not an offset), and the inactive
// ones by skipCount (as docs/product.md describes; finished cards never move).
import type { PresentedCard } from '@domain/api/orders';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { callApi } from '@/lib/api-client';
import { shoppingCardKeys } from '../query-keys';

/** Orders change under the shop's hands; a list older than this is refetched on use. */
const ORDERS_STALE_TIME = 30 * 1000;

interface CardsPage<Next> {
  cards: PresentedCard[];
  hasMore: boolean;
  /** What asks for the page after this one. */
  next: Next;
}

async function getActiveCards(startAfterId: string | null): Promise<CardsPage<string | null>> {
  const answer = await callApi('/api/getallactiveshoppingcards', startAfterId ? { startAfterId } : {});
  const cards = answer.data;
  return { cards, hasMore: answer.hasMore, next: cards.at(-1)?._id ?? null };
}

async function getInactiveCards(skipCount: number): Promise<CardsPage<number>> {
  const answer = await callApi('/api/getallinactiveshoppingcards', { skipCount });
  const cards = answer.data;
  return { cards, hasMore: answer.hasMore, next: skipCount + cards.length };
}

function getActiveCardsQueryOptions() {
  return infiniteQueryOptions({
    queryKey: shoppingCardKeys.adminList('active'),
    queryFn: ({ pageParam }) => getActiveCards(pageParam),
    initialPageParam: null as string | null,
    getNextPageParam: (last: CardsPage<string | null>) => (last.hasMore ? last.next : undefined),
    staleTime: ORDERS_STALE_TIME,
  });
}

function getInactiveCardsQueryOptions() {
  return infiniteQueryOptions({
    queryKey: shoppingCardKeys.adminList('inactive'),
    queryFn: ({ pageParam }) => getInactiveCards(pageParam),
    initialPageParam: 0,
    getNextPageParam: (last: CardsPage<number>) => (last.hasMore ? last.next : undefined),
    staleTime: ORDERS_STALE_TIME,
  });
}

export function useActiveCards() {
  return useInfiniteQuery(getActiveCardsQueryOptions());
}

export function useInactiveCards(enabled: boolean) {
  return useInfiniteQuery({ ...getInactiveCardsQueryOptions(), enabled });
}
