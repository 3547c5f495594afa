import { useCartStore } from '@/stores/cart-store';
import { toCartItems } from '../utils/cart-items';
import { useGoodsByIdOrNull } from './get-goods-by-id-or-null';

/** The cart as the screens show it: lines from the store, goods from Firestore. */
export function useCartItems() {
  const lines = useCartStore((state) => state.lines);
  const goods = useGoodsByIdOrNull(lines.map((line) => line.goodId));
  return {
    items: toCartItems(lines, goods.data),
    isLoading: lines.length > 0 && goods.isPending,
    isError: goods.isError,
    retry: () => void goods.refetch(),
  };
}
