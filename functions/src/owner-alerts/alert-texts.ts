// The owner's alerts as Telegram HTML (parse_mode HTML), in Ukrainian, the owner's language.
// Whatever a customer typed (a city, a branch) or the ADMIN named (a good's title, a lot) is escaped:
// `<b>` in a city must arrive as text, not as markup, and a stray `<` would make Telegram refuse
// the whole message.
import { CARRIER_NAMES } from '@domain/checkout';
import { lineTotal } from '@domain/pricing';
import type { GoodDoc } from '../model/good-docs';
import type { OwnerAlertDoc } from '../model/alert-docs';
import type { ShoppingCardDoc } from '../model/types';
import { escapeHtml } from '../telegram/telegram-bot';
import type { DueAlert, LowStock } from './due-alerts';

/** Telegram's limit for one message's text. */
export const TELEGRAM_TEXT_MAX = 4096;

const uah = (kop: number) => `${kop % 100 === 0 ? kop / 100 : (kop / 100).toFixed(2)} ₴`;
const cardTotal = (card: ShoppingCardDoc) => card.goods.reduce((sum, line) => sum + lineTotal(line, line.quantityToSell), 0);
const PAYMENT: Record<ShoppingCardDoc['payment'], string> = { cod: 'накладений платіж', card: 'карткою' };

/** The card itself, opened at the top of the orders manager (shopOrigin is the shop's own address). */
const ordersManagerLink = (shopOrigin: string, cardId: string, number: number) =>
  `<a href="${escapeHtml(`${shopOrigin}/ordersmanager?card=${encodeURIComponent(cardId)}`)}">Картка №${number} у менеджері замовлень</a>`;

/** The alert a card's write made due, from the card as it is now. */
export function cardAlertText(alert: DueAlert, cardId: string, card: ShoppingCardDoc, shopOrigin: string): string {
  const n = card.shoppingCardId;
  const link = ordersManagerLink(shopOrigin, cardId, n);
  const payment = card.cardPayment;
  const place = `${escapeHtml(card.delivery.city)}, ${CARRIER_NAMES[card.delivery.carrier].ua}`;
  switch (alert.event) {
    case 'newOrder':
      return [`🧶 <b>Нове замовлення №${n}</b>`, `Сума: ${cardTotal(card)} ₴`, `Оплата: ${PAYMENT[card.payment]}`, `Місто: ${place}`, link].join('\n');
    case 'paymentHeld':
      return [`💳 <b>Оплату замовлення №${n} заблоковано</b>`, `На картці покупчині: ${uah(payment?.heldKop ?? 0)}. Підтвердіть замовлення, щоб списати.`, link].join('\n');
    case 'paymentFailed':
      return [`⚠️ <b>Оплата замовлення №${n} не пройшла</b>`, 'Банк відхилив картку; покупчиня може спробувати ще раз або перейти на накладений платіж.', link].join('\n');
    case 'holdExpiring':
      return [`⏳ <b>Блокування коштів за №${n} скоро закінчиться</b>`, `${uah(payment?.heldKop ?? 0)} повернуться покупчині, якщо не підтвердити замовлення.`, link].join('\n');
    case 'parcelTrouble': {
      const parcel = card.delivery.parcel;
      const what = parcel?.phase === 'refused' ? 'відмова від посилки' : 'посилка повертається';
      return [`📦 <b>Замовлення №${n}: ${what}</b>`, `Накладна ${escapeHtml(card.delivery.trackingNumber ?? '')}: ${escapeHtml(parcel?.statusText ?? '')}`, link].join('\n');
    }
    case 'receiptFailed': {
      const receiptId = alert.key.slice('receipt:'.length);
      const receipt = card.receipts?.find((r) => r.receiptId === receiptId);
      return [`🧾 <b>Чек за замовленням №${n} не вдалося створити</b>`, `${receipt?.kind === 'return' ? 'Чек повернення' : 'Чек'} на ${uah(receipt?.amountKop ?? 0)}: ${escapeHtml(receipt?.lastError ?? 'помилка ПРРО')}. Магазин спробує ще раз.`, link].join('\n');
    }
    default:
      return `Замовлення №${n}`;
  }
}

export function lowStockText(good: Pick<GoodDoc, 'title' | 'articul'>, low: LowStock, threshold: number): string {
  const count = (units: number) => (units <= 0 ? 'немає' : `${units} шт.`);
  return [
    `📉 <b>Закінчується: ${escapeHtml(good.title.ua)}</b> (арт. ${escapeHtml(good.articul)})`,
    ...low.lots.map((lot) => `Партія ${escapeHtml(lot.lot)}: ${count(lot.after)}`),
    ...(low.good ? [`Усього: ${count(low.good.after)}`] : []),
    `Поріг: менше ${threshold} шт.`,
  ].join('\n');
}

/** One message for the alerts held in quiet hours, oldest first, cut to Telegram's limit. */
export function digestText(held: Pick<OwnerAlertDoc, 'text'>[]): string {
  const head = `🌅 <b>Поки діяли тихі години: ${held.length} сповіщ.</b>`;
  let text = head;
  for (const [i, alert] of held.entries()) {
    const more = `\n\n…і ще ${held.length - i}`;
    const next = `${text}\n\n${alert.text}`;
    if (next.length + more.length > TELEGRAM_TEXT_MAX) return text + more;
    text = next;
  }
  return text;
}
