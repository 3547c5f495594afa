// "Повторити замовлення": an earlier order's goods, read as they are now, into the cart. A good
// already in the cart takes the order's quantity; the plan says which could not come, and why.
import type { PresentedCard } from '@domain/api/orders';
import { repeatPlan, type GoodNow, type RepeatPlan } from '@domain/repeat-order';
import { COLLECTIONS } from '@/config/firestore-collections';
import { catalogReader } from '@/lib/catalog-reader';
import { useCartStore } from '@/stores/cart-store';
import { toGood } from '@/utils/good-document';

async function goodsNow(ids: readonly string[]): Promise<Record<string, GoodNow | null>> {
  const docs = await Promise.all(ids.map((id) => catalogReader().get(COLLECTIONS.goods, id)));
  return Object.fromEntries(ids.map((id, i) => {
    const doc = docs[i];
    return [id, doc ? toGood(doc.id, doc.data) : null];
  }));
}

export async function repeatIntoCart(card: Pick<PresentedCard, 'goods'>): Promise<RepeatPlan> {
  const lines = card.goods.map((line) => ({ goodId: line.goodId, quantity: line.quantityToSell }));
  const plan = repeatPlan(lines, await goodsNow(lines.map((line) => line.goodId)));
  const cart = useCartStore.getState();
  for (const { goodId, quantity } of plan.add) {
    cart.add(goodId);
    cart.setQuantity(goodId, quantity);
  }
  return plan;
}
