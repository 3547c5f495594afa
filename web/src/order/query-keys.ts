// The React Query keys of shopping cards (lib/query-keys.ts names the root): every read and change
// of an order, in any feature, keys and refreshes its cache through these.
import { QUERY_ROOTS } from '@/lib/query-keys';

const { shoppingCards } = QUERY_ROOTS;

export const shoppingCardKeys = {
  root: [shoppingCards] as const,
  one: (id: string) => [shoppingCards, 'one', id] as const,
  ofUser: (userId: string) => [shoppingCards, 'ofUser', userId] as const,
  adminList: (list: 'active' | 'inactive') => [shoppingCards, 'adminList', list] as const,
  /** A card's payment as the provider says it now (the return page polls it). */
  payment: (id: string) => [shoppingCards, 'payment', id] as const,
};
