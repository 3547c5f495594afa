// "Repeat the order" (docs/product.md, "My orders"): which of an earlier order's goods go into the
// cart again, at today's price, and which cannot, and why. The quantities come from the order,
// the stock and the archive mark from the goods as they are now.

export interface RepeatedLine {
  goodId: string;
  quantity: number;
}

export interface GoodNow {
  /** Stock on hand. */
  quantity: number;
  archived?: boolean;
}

/** soldOut: none in stock; notSold: deleted or archived; lessInStock: fewer than ordered, those few go in. */
export type NotRepeatedReason = 'soldOut' | 'notSold' | 'lessInStock';

export interface NotRepeated {
  goodId: string;
  reason: NotRepeatedReason;
  ordered: number;
  /** How many went into the cart: the stock for lessInStock, 0 otherwise. */
  added: number;
}

export interface RepeatPlan {
  /** Lines for the cart, each at most what is in stock. */
  add: RepeatedLine[];
  notRepeated: NotRepeated[];
}

/** `goodsNow` holds every line's good, or null (or no entry) for one that is gone. */
export function repeatPlan(lines: readonly RepeatedLine[], goodsNow: Readonly<Record<string, GoodNow | null | undefined>>): RepeatPlan {
  const plan: RepeatPlan = { add: [], notRepeated: [] };
  for (const { goodId, quantity } of lines) {
    const good = goodsNow[goodId];
    const refuse = (reason: NotRepeatedReason, added = 0) => plan.notRepeated.push({ goodId, reason, ordered: quantity, added });
    if (!good || good.archived) refuse('notSold');
    else if (good.quantity <= 0) refuse('soldOut');
    else if (good.quantity < quantity) {
      plan.add.push({ goodId, quantity: good.quantity });
      refuse('lessInStock', good.quantity);
    } else plan.add.push({ goodId, quantity });
  }
  return plan;
}
