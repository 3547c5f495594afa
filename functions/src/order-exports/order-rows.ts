// The rows of an orders export: one per line of a card, the card's own facts repeated on each,
// so that a sheet sorted or filtered by any column still reads whole. Pure; cells are neutralised
// by the sheet writer (spreadsheets/cells.ts).
import { CARRIER_NAMES } from '@domain/checkout';
import type { Timestamp } from 'firebase-admin/firestore';
import type { Language } from '@domain/language';
import { PAYMENT_FILTERS, matchesPaymentFilter } from '@domain/payment-filter';
import { normalizePhone } from '@domain/phone';
import { discountedPrice, lineTotal } from '@domain/pricing';
import type { ShoppingCardDoc } from '../model/types';
import type { Cell } from '../spreadsheets/cells';
import { kyivMinute } from './kyiv-days';
import { PAYMENT_WORDS, RECEIPT_PENDING, STATUS_WORDS } from './sheet-words';

/** "093 123 45 67": a stored +380 number without its "+", which a spreadsheet takes for a formula's start. */
export function sheetPhone(stored: string): string {
  const e164 = normalizePhone(stored);
  if (!e164) return stored;
  const n = `0${e164.slice(-9)}`;
  return `${n.slice(0, 3)} ${n.slice(3, 6)} ${n.slice(6, 8)} ${n.slice(8)}`;
}

function paymentText(card: ShoppingCardDoc, language: Language): string {
  const state = card.payment === 'card' ? card.cardPayment?.state : undefined;
  const choice = PAYMENT_FILTERS.find((filter) => matchesPaymentFilter(filter, state));
  return choice ? PAYMENT_WORDS[choice][language] : (state ?? card.payment);
}

/** The fiscal codes of the card's receipts; a receipt still being made says so. */
function receiptText(card: ShoppingCardDoc, language: Language): string {
  return (card.receipts ?? []).map((r) => (r.state === 'done' ? (r.fiscalCode ?? r.receiptId) : RECEIPT_PENDING[language])).join(', ');
}

/** "A12" for one lot; "A12 ×3, B7 ×2" when a line's units came from several. */
export function lotText(lots: readonly { lot: string; quantity: number }[] | undefined): string {
  if (!lots?.length) return '';
  return lots.length === 1 ? lots[0]!.lot : lots.map((take) => `${take.lot} ×${take.quantity}`).join(', ');
}

const placedAt = (card: ShoppingCardDoc): string => {
  const time = card.createdAt as Timestamp | null;
  return time?.toMillis ? kyivMinute(time.toMillis()) : '';
};

/** The card's rows; `articuls` maps a good's id to its articul (a removed good leaves it empty). */
export function orderRows(card: ShoppingCardDoc, articuls: ReadonlyMap<string, string>, language: Language): Cell[][] {
  const { delivery } = card;
  const carrier = CARRIER_NAMES[delivery.carrier][language];
  const facts: Cell[] = [
    card.shoppingCardId,
    placedAt(card),
    card.customer.name,
    sheetPhone(card.customer.phone),
    [carrier, delivery.city, delivery.branch].filter(Boolean).join(', '),
    delivery.waybill?.trackingNumber ?? delivery.trackingNumber ?? '',
    STATUS_WORDS[card.status][language],
    paymentText(card, language),
    receiptText(card, language),
  ];
  return card.goods.map((line) => [
    ...facts,
    line.title[language] || line.title.ua,
    articuls.get(line.goodId) ?? '',
    lotText(line.lots),
    line.quantityToSell,
    discountedPrice(line),
    lineTotal(line, line.quantityToSell),
  ]);
}
