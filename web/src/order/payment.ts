// An order's payment as the API presents it (domain/api/payments.ts, PresentedPayment), read field
// by field so an older card without one shows as cash on delivery instead of breaking the page.
import type { PresentedPayment, PresentedReceipt } from '@domain/api/payments';
import { oneOf } from '@domain/one-of';
import { isCardPaymentState } from '@domain/payment';
import { isRecord, readArray, readNumber, readOptionalString } from '@/utils/document-fields';

export type OrderPayment = PresentedPayment;
export type CardPaymentView = NonNullable<PresentedPayment['card']>;
export type ReceiptView = PresentedReceipt;

const PENDING_MOVES = ['finalize', 'release', 'refund', 'remove'] as const;
const RECEIPT_STATES = ['pending', 'created', 'done', 'error'] as const;

function toReceipt(value: unknown): ReceiptView | null {
  if (!isRecord(value) || typeof value.receiptId !== 'string') return null;
  return {
    receiptId: value.receiptId,
    kind: value.kind === 'return' ? 'return' : 'sell',
    amountKop: readNumber(value.amountKop),
    state: oneOf(RECEIPT_STATES, value.state, 'pending'),
    fiscalCode: readOptionalString(value.fiscalCode),
    htmlUrl: readOptionalString(value.htmlUrl),
  };
}

function toCard(value: unknown): CardPaymentView | null {
  if (!isRecord(value) || !isCardPaymentState(value.state)) return null;
  return {
    provider: value.provider === 'liqpay' ? 'liqpay' : 'monobank',
    state: value.state,
    amountKop: readNumber(value.amountKop),
    heldKop: readNumber(value.heldKop),
    finalizedKop: readNumber(value.finalizedKop),
    refundedKop: readNumber(value.refundedKop),
    pageUrl: readOptionalString(value.pageUrl),
    canRetry: value.canRetry === true,
    pending: oneOf(PENDING_MOVES, value.pending, null),
    holdExpiresAt: readOptionalString(value.holdExpiresAt),
    holdExpiresSoon: value.holdExpiresSoon === true,
    topUp: toTopUp(value.topUp),
  };
}

/** The second invoice for goods added after the hold, if there is one. */
function toTopUp(value: unknown): CardPaymentView['topUp'] {
  if (!isRecord(value) || !isCardPaymentState(value.state)) return null;
  return { state: value.state, amountKop: readNumber(value.amountKop), pageUrl: readOptionalString(value.pageUrl) };
}

export function toOrderPayment(value: unknown): OrderPayment {
  const data = isRecord(value) ? value : {};
  const card = data.method === 'card' ? toCard(data.card) : null;
  return {
    method: card ? 'card' : 'cod',
    card,
    receipts: readArray(data.receipts).map(toReceipt).filter((r): r is ReceiptView => r !== null),
  };
}

/** Kopecks as hryvnias, for formatMoney. */
export const fromKopecks = (kop: number): number => kop / 100;
