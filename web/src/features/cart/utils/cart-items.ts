// The cart's lines joined with their goods: totals with the discounted price, and whether the
// order can be placed (docs/product.md, "Cart": an UNCONFIRMED card needs stock >= quantity).
import { isLineAvailable } from '@domain/availability';
import { lineTotal } from '@domain/pricing';
import type { CartLine } from '@/stores/cart-store';
import type { Good } from '@/types/good';
import type { DyeLot } from '@/types/yarn-line';

export interface CartItem {
  goodId: string;
  quantity: number;
  /** Null when the good no longer exists. */
  good: Good | null;
  available: boolean;
  lineTotal: number;
  /** A yarn colour's dye lots (empty otherwise): the cart warns when no one lot holds the line. */
  lots: DyeLot[];
}

export function toCartItems(lines: readonly CartLine[], goods: Record<string, Good | null> | undefined): CartItem[] {
  return lines.map(({ goodId, quantity }) => {
    const good = goods?.[goodId] ?? null;
    return {
      goodId,
      quantity,
      good,
      available: good !== null && isLineAvailable('UNCONFIRMED', { quantity: good.quantity, archived: good.archived }, quantity),
      lineTotal: good ? lineTotal(good, quantity) : 0,
      lots: good?.yarnColour?.lots ?? [],
    };
  });
}

export function cartTotal(items: readonly CartItem[]): number {
  return items.reduce((sum, item) => sum + item.lineTotal, 0);
}

/** No goods, or any good unavailable: ordering is impossible (docs/product.md, "Cart"). */
export function canOrder(items: readonly CartItem[]): boolean {
  return items.length > 0 && items.every((item) => item.available);
}
