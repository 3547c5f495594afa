// The notification mails of a new order (docs/product.md, "Checkout"): one to the shop, one to the customer
// when an email is known. Ukrainian, the shop's language; plain text is what every client shows.
// Anyone may type any email address into an order, so the customer's mail carries only what the
// shop writes (number, goods, prices, carrier) and nothing the orderer typed: the shop never
// relays a stranger's text to an address nobody has proved. The shop's own copy has it all.
import { CARRIER_NAMES } from '@domain/checkout';
import { displayPhone } from '@domain/phone';
import { lineTotal } from '@domain/pricing';
import type { OutgoingMail } from '../mail/outbox';
import type { ShoppingCardDoc } from '../model/types';

/** Where the shop's copy goes; set SHOP_EMAIL in the functions' environment in production. */
export function shopEmail(): string {
  return process.env.SHOP_EMAIL?.trim() || 'orders@yarnshop.test';
}

/** The goods and the total: the catalogue's words and the shop's numbers only. */
function goodsText(card: ShoppingCardDoc): string[] {
  const lines = card.goods.map((l) => `- ${l.title.ua}: ${l.quantityToSell} × ${lineTotal(l, 1)} ₴ = ${lineTotal(l, l.quantityToSell)} ₴`);
  const total = card.goods.reduce((sum, l) => sum + lineTotal(l, l.quantityToSell), 0);
  return [...lines, `Разом: ${total} ₴ (оплата при отриманні)`];
}

/** The free delivery the order reached, said where the delivery is named. */
const paidByShop = (card: ShoppingCardDoc) => (card.delivery.paidByShop ? ' (доставка безкоштовна: її сплачує магазин)' : '');

/** Everything the orderer typed: for the shop's eyes only. */
function orderText(card: ShoppingCardDoc): string {
  return [
    ...goodsText(card),
    `Доставка: ${CARRIER_NAMES[card.delivery.carrier].ua}, ${card.delivery.city}, ${card.delivery.branch}${paidByShop(card)}`,
    `Отримувач: ${card.customer.name}, ${displayPhone(card.customer.phone)}`,
    ...(card.comment ? [`Коментар: ${card.comment}`] : []),
  ].join('\n');
}

export function shopMail(cardDocId: string, card: ShoppingCardDoc): OutgoingMail {
  return {
    to: shopEmail(),
    subject: `Нове замовлення №${card.shoppingCardId}`,
    text: `Нове замовлення №${card.shoppingCardId} (${cardDocId}).\n\n${orderText(card)}`,
  };
}

export function customerMail(to: string, card: ShoppingCardDoc): OutgoingMail {
  return {
    to,
    subject: `Ваше замовлення №${card.shoppingCardId} прийнято`,
    text: [
      `Дякуємо! Ми отримали ваше замовлення №${card.shoppingCardId} і скоро зателефонуємо, щоб підтвердити його.`,
      '',
      ...goodsText(card),
      `Доставка: ${CARRIER_NAMES[card.delivery.carrier].ua}${paidByShop(card)}. Адресу й телефон ми уточнимо, коли зателефонуємо.`,
    ].join('\n'),
  };
}
