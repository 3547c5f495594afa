// The viewer's cards, whoever they are: a signed-in user's from the API, a guest's by the ids
// remembered in localStorage `orders`.
import type { PresentedCard } from '@domain/api/orders';
import { useQueries } from '@tanstack/react-query';
import { isActive } from '@domain/order-status';
import { selectSessionUser, useSessionStore } from '@/stores/session-store';
import { getShoppingCardQueryOptions } from '@/order/api/get-shopping-card';
import { useUserShoppingCards } from '@/order/api/get-user-shopping-cards';
import { selectGuestOrders, useGuestOrdersStore } from '@/order/stores/guest-orders-store';

export function useMyShoppingCards(): { signedIn: boolean; cards: PresentedCard[]; isPending: boolean; isError: boolean } {
  const user = useSessionStore(selectSessionUser);
  const guestOrders = useGuestOrdersStore(selectGuestOrders);
  const userCards = useUserShoppingCards(user?.userId ?? null);
  const guestCards = useQueries({
    queries: (user ? [] : guestOrders).map((e) => getShoppingCardQueryOptions(e.orderId)),
  });
  if (user) return { signedIn: true, cards: userCards.data ?? [], isPending: userCards.isPending, isError: userCards.isError };
  return {
    signedIn: false,
    cards: guestCards.flatMap((q) => (q.data ? [q.data] : [])),
    isPending: guestCards.some((q) => q.isPending),
    isError: guestCards.some((q) => q.isError),
  };
}

/** The orders badge: active cards (UNCONFIRMED, RESERVED, CONFIRMED, SENT). */
export function useActiveOrdersCount(): number {
  return useMyShoppingCards().cards.filter((card) => isActive(card.status)).length;
}
