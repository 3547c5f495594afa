// Money rules shared by the SPA (what a shopper sees) and the functions (what an order costs),
// so the two can never disagree. Prices are whole UAH.

export interface PricedGood {
  price: number;
  discount: { hasDiscount: boolean; amount: number };
}

/** docs/product.md, "Catalogue" (prices): price minus price times amount divided by 100, rounded down. */
export function discountedPrice({ price, discount }: PricedGood): number {
  if (!discount.hasDiscount || discount.amount <= 0) return price;
  return Math.floor(price - (price * discount.amount) / 100);
}

/** Line total: the unit price (discounted if applicable) times quantityToSell. */
export function lineTotal(good: PricedGood, quantityToSell: number): number {
  return discountedPrice(good) * quantityToSell;
}
