import type { PresentedPayment } from '@domain/api/payments';
// What the return page (/paymentreturn/:cardId) says, from the payment the shop reports and how
// long it has been asking. Pure, so each state is tested without a provider.

/** How long the page keeps asking while the bank decides (then it offers "check again"). */
export const POLL_WINDOW_MS = 60_000;
/** After coming back, an invoice still "awaiting" may only be late: it is asked again this long. */
const AWAITING_GRACE_MS = 8_000;

export type ReturnView = 'checking' | 'processing' | 'slow' | 'held' | 'finalized' | 'failed' | 'expired' | 'awaiting' | 'cod' | 'ended';

/** True while the page should ask again: the bank is deciding, or a just-returned invoice may be late. */
export function shouldPoll(payment: PresentedPayment | undefined, elapsedMs: number): boolean {
  if (!payment) return true;
  const state = payment.card?.state;
  if (state === 'processing') return elapsedMs < POLL_WINDOW_MS;
  return state === 'awaiting' && elapsedMs < AWAITING_GRACE_MS;
}

export function returnView(payment: PresentedPayment | undefined, elapsedMs: number): ReturnView {
  if (!payment) return 'checking';
  const card = payment.card;
  if (payment.method === 'cod' || !card) return 'cod';
  switch (card.state) {
    case 'processing':
      return elapsedMs < POLL_WINDOW_MS ? 'processing' : 'slow';
    case 'held':
    case 'finalized':
    case 'failed':
    case 'expired':
    case 'awaiting':
      return card.state;
    default:
      return 'ended';
  }
}

/** The choices "try again" and "pay on delivery" show whenever the shop allows them. */
export const offersChoices = (payment: PresentedPayment | undefined): boolean => payment?.card?.canRetry === true;
