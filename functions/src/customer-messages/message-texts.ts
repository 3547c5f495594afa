// The customer's messages, in her language. Like the "order placed" mail (orders/order-mail.ts),
// they carry only what the shop writes (number, total, carrier, tracking number, dates), never
// text a stranger typed into an order: anyone may type any address into a guest order.
import { CARRIER_NAMES } from '@domain/checkout';
import type { Language } from '@domain/language';
import { lineTotal } from '@domain/pricing';
import type { OutgoingMail } from '../mail/outbox';
import type { ShoppingCardDoc } from '../model/types';
import type { CustomerMessageKind } from './due-messages';

type Carrier = ShoppingCardDoc['delivery']['carrier'];

/** The carrier's public tracking page for a number (docs/carriers-integration.md, "Tracking links"). */
export function trackingLink(carrier: Carrier, trackingNumber: string): string {
  const number = encodeURIComponent(trackingNumber);
  return carrier === 'novaposhta' ? `https://novaposhta.ua/tracking/?cargo_number=${number}` : `https://track.ukrposhta.ua/tracking_UA.html?barcode=${number}`;
}

/** The last day of free storage: the day before the carrier's first paid day, as dd.mm.yyyy. */
export function lastFreeStorageDay(paidStorageFrom: string | null | undefined): string | null {
  const match = paidStorageFrom?.match(/^(\d{4})-(\d{2})-(\d{2})|^(\d{2})\.(\d{2})\.(\d{4})/);
  if (!match) return null;
  const [y, m, d] = match[1] ? [match[1], match[2], match[3]] : [match[6], match[5], match[4]];
  const day = new Date(Date.UTC(Number(y), Number(m) - 1, Number(d) - 1));
  const two = (n: number) => String(n).padStart(2, '0');
  return `${two(day.getUTCDate())}.${two(day.getUTCMonth() + 1)}.${day.getUTCFullYear()}`;
}

const uah = (kop: number) => (kop % 100 === 0 ? String(kop / 100) : (kop / 100).toFixed(2));
const cardTotal = (card: ShoppingCardDoc) => card.goods.reduce((sum, l) => sum + lineTotal(l, l.quantityToSell), 0);

interface Text {
  subject: string;
  lines: string[];
}

function texts(card: ShoppingCardDoc, language: Language): Record<CustomerMessageKind, () => Text> {
  const n = card.shoppingCardId;
  const carrier = CARRIER_NAMES[card.delivery.carrier][language];
  const tracking = card.delivery.trackingNumber ?? '';
  const link = tracking ? trackingLink(card.delivery.carrier, tracking) : '';
  const lastDay = lastFreeStorageDay(card.delivery.parcel?.paidStorageFrom);
  const payment = card.cardPayment;
  const receipt = (card.receipts ?? []).filter((r) => r.state === 'done').at(-1);
  const ua = language === 'ua';
  return {
    confirmed: () =>
      ua
        ? { subject: `Замовлення №${n} підтверджено`, lines: [`Ми підтвердили ваше замовлення №${n} на ${cardTotal(card)} ₴ і готуємо його до відправлення (${carrier}).`] }
        : { subject: `Order №${n} confirmed`, lines: [`We have confirmed your order №${n} for ${cardTotal(card)} ₴ and are preparing it for dispatch (${carrier}).`] },
    paid: () =>
      ua
        ? { subject: `Оплату замовлення №${n} отримано`, lines: [`Оплату ${uah(payment?.heldKop ?? 0)} ₴ за замовлення №${n} заблоковано на вашій картці.`, 'Ми спишемо лише суму підтвердженого замовлення, коли підтвердимо наявність товарів.'] }
        : { subject: `Payment for order №${n} received`, lines: [`${uah(payment?.heldKop ?? 0)} ₴ for order №${n} is held on your card.`, 'We take only the confirmed order’s amount once we have confirmed the goods are in stock.'] },
    sent: () =>
      ua
        ? { subject: `Замовлення №${n} відправлено`, lines: [`Ваше замовлення №${n} відправлено (${carrier}).`, `Номер накладної: ${tracking}`, `Відстежити: ${link}`] }
        : { subject: `Order №${n} is on its way`, lines: [`Your order №${n} has been sent (${carrier}).`, `Tracking number: ${tracking}`, `Track it: ${link}`] },
    atBranch: () =>
      ua
        ? { subject: `Замовлення №${n} чекає у відділенні`, lines: [`Посилка ${tracking} із замовленням №${n} чекає на вас (${carrier}).`, ...(lastDay ? [`Безкоштовне зберігання до ${lastDay} включно.`] : []), `Відстежити: ${link}`] }
        : { subject: `Order №${n} is waiting at the branch`, lines: [`Parcel ${tracking} with order №${n} is waiting for you (${carrier}).`, ...(lastDay ? [`Free storage until ${lastDay} inclusive.`] : []), `Track it: ${link}`] },
    received: () =>
      ua
        ? { subject: `Замовлення №${n} отримано`, lines: [`Дякуємо, що отримали замовлення №${n}! Приємного в’язання.`] }
        : { subject: `Order №${n} received`, lines: [`Thank you for collecting order №${n}! Happy knitting.`] },
    cancelled: () =>
      ua
        ? { subject: `Замовлення №${n} скасовано`, lines: [`Замовлення №${n} скасовано.`, ...(payment && payment.heldKop > 0 ? ['Заблоковані на картці кошти повернуться на неї; банк зазвичай робить це протягом кількох днів.'] : [])] }
        : { subject: `Order №${n} cancelled`, lines: [`Order №${n} has been cancelled.`, ...(payment && payment.heldKop > 0 ? ['The money held on your card will be released; banks usually take a few days.'] : [])] },
    refunded: () =>
      ua
        ? { subject: `Повернення за замовленням №${n}`, lines: [`Ми повернули ${uah(payment?.refundedKop ?? 0)} ₴ за замовлення №${n} на вашу картку.`] }
        : { subject: `Refund for order №${n}`, lines: [`We have refunded ${uah(payment?.refundedKop ?? 0)} ₴ for order №${n} to your card.`] },
    payDifference: () => {
      const topUp = payment?.topUp;
      return ua
        ? { subject: `Доплата за замовлення №${n}`, lines: [`Ви додали товари до замовлення №${n}. Доплатіть ${uah(topUp?.amountKop ?? 0)} ₴ карткою, щоб ми могли його підтвердити:`, topUp?.pageUrl ?? ''] }
        : { subject: `Pay the difference for order №${n}`, lines: [`You added goods to order №${n}. Please pay the difference of ${uah(topUp?.amountKop ?? 0)} ₴ by card so that we can confirm it:`, topUp?.pageUrl ?? ''] };
    },
    receipt: () => {
      const isReturn = receipt?.kind === 'return';
      const facts = [`${ua ? 'Фіскальний номер' : 'Fiscal number'}: ${receipt?.fiscalCode ?? ''}`, `${ua ? 'Чек' : 'Receipt'}: ${receipt?.htmlUrl ?? ''}`];
      return ua
        ? { subject: `${isReturn ? 'Чек повернення' : 'Чек'} за замовленням №${n}`, lines: [`${isReturn ? 'Чек повернення' : 'Фіскальний чек'} на ${uah(receipt?.amountKop ?? 0)} ₴ за замовленням №${n}.`, ...facts] }
        : { subject: `${isReturn ? 'Refund receipt' : 'Receipt'} for order №${n}`, lines: [`${isReturn ? 'The refund receipt' : 'The fiscal receipt'} for ${uah(receipt?.amountKop ?? 0)} ₴ of order №${n}.`, ...facts] };
    },
  };
}

const SIGNATURE: Record<Language, string> = { ua: 'Магазин пряжі', en: 'The yarn shop' };

export function customerMessage(kind: CustomerMessageKind, to: string, card: ShoppingCardDoc): OutgoingMail {
  const language = card.language ?? 'ua';
  const { subject, lines } = texts(card, language)[kind]();
  return { to, subject, text: [...lines, '', SIGNATURE[language]].join('\n'), sentBy: 'trigger' };
}
