// The ADMIN's lists of shopping cards: every active one, and the inactive ones a page at a time.
import { infiniteQueryOptions, queryOptions, useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { SHOPPING_CARDS_QUERY_ROOT } from '@/hooks/use-add-to-target-order';
import { apiRequest } from '@/lib/api-client';
import { toAdminCard, type AdminCard } from './admin-card';

/** Orders change under the shop's hands; a list older than this is refetched on use. */
const ORDERS_STALE_TIME = 30 * 1000;

export async function getActiveCards(): Promise<AdminCard[]> {
  const answer = await apiRequest<{ data: unknown[] }>('/api/getallactiveshoppingcards', {});
  return answer.data.map(toAdminCard);
}

export interface InactivePage {
  cards: AdminCard[];
  hasMore: boolean;
  /** skipCount of the page after this one. */
  next: number;
}

export async function getInactiveCards(skipCount: number): Promise<InactivePage> {
  const answer = await apiRequest<{ data: unknown[]; hasMore: boolean }>('/api/getallinactiveshoppingcards', { skipCount });
  const cards = answer.data.map(toAdminCard);
  return { cards, hasMore: answer.hasMore, next: skipCount + cards.length };
}

export function getActiveCardsQueryOptions() {
  return queryOptions({
    queryKey: [SHOPPING_CARDS_QUERY_ROOT, { list: 'active' }],
    queryFn: getActiveCards,
    staleTime: ORDERS_STALE_TIME,
  });
}

export function getInactiveCardsQueryOptions() {
  return infiniteQueryOptions({
    queryKey: [SHOPPING_CARDS_QUERY_ROOT, { list: 'inactive' }],
    queryFn: ({ pageParam }) => getInactiveCards(pageParam),
    initialPageParam: 0,
    getNextPageParam: (last: InactivePage) => (last.hasMore ? last.next : undefined),
    staleTime: ORDERS_STALE_TIME,
  });
}

export function useActiveCards() {
  return useQuery(getActiveCardsQueryOptions());
}

export function useInactiveCards(enabled: boolean) {
  return useInfiniteQuery({ ...getInactiveCardsQueryOptions(), enabled });
}
