// Which fiscal receipts a card's write makes due (Law 265/95-ВР: a receipt for every card sale
// and every refund; docs/payments-integration.md): pure. Each has an id the shop derives from the
// card and what the receipt is for, so a retried or repeated write names the same receipt and the
// ПРРО never makes two.
import { createHash } from 'node:crypto';
import type { CardReceipt, ShoppingCardDoc } from '../model/types';
import { cardTotalKop } from '../order-core/money-moves';
import { partOf, partsOf } from '../order-core/payment-parts';

type CardState = Pick<ShoppingCardDoc, 'status' | 'payment' | 'delivery' | 'goods'> & Partial<Pick<ShoppingCardDoc, 'cardPayment'>>;

/** A UUID (version 5 layout) from the card and the receipt's purpose. */
export function receiptIdOf(cardId: string, purpose: string): string {
  const hex = createHash('sha256').update(`${cardId}:${purpose}`).digest('hex');
  const variant = ((parseInt(hex[16]!, 16) & 0x3) | 0x8).toString(16);
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-5${hex.slice(13, 16)}-${variant}${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}

const pendingReceipt = (cardId: string, purpose: string, kind: CardReceipt['kind'], amountKop: number): CardReceipt => ({
  receiptId: receiptIdOf(cardId, purpose),
  kind,
  amountKop,
  state: 'pending',
  fiscalCode: null,
  htmlUrl: null,
  attempts: 0,
  lastError: null,
});

export function dueReceipts(cardId: string, before: CardState | undefined, after: CardState | undefined): CardReceipt[] {
  if (!after) return [];
  const due: CardReceipt[] = [];
  // Each invoice's money (the main one, a top-up) is sold and given back on its own receipts.
  for (const [part, now] of partsOf(after)) {
    const was = partOf(before, part);
    const wasSameInvoice = was?.invoiceId === now.invoiceId ? was : undefined;
    if (now.finalizedKop > 0 && (wasSameInvoice?.finalizedKop ?? 0) === 0) due.push(pendingReceipt(cardId, `sell:${now.invoiceId}`, 'sell', now.finalizedKop));
    if (now.refundedKop > (wasSameInvoice?.refundedKop ?? 0)) {
      due.push(pendingReceipt(cardId, `return:${now.invoiceId}:${now.refundedKop}`, 'return', now.refundedKop - (wasSameInvoice?.refundedKop ?? 0)));
    }
  }
  // Cash on delivery with payment control reaches the shop's account: the shop fiscalizes the sale when it is received.
  const paymentControl = after.payment === 'cod' && after.delivery.waybill?.cashOnDelivery === 'paymentControl';
  if (paymentControl && after.status === 'COMPLETED' && before?.status !== 'COMPLETED') due.push(pendingReceipt(cardId, 'sell:cod', 'sell', cardTotalKop(after.goods)));
  return due;
}
