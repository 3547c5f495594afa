// Filtering the loaded cards by status, by payment and by what the ADMIN typed: a display number
// (with or without №/#), a phone (digits anywhere in it) or a part of the customer's name.
import type { PresentedCard } from '@domain/api/orders';
import type { OrderStatus } from '@domain/order-status';
import { PAYMENT_FILTERS as PAYMENT_CHOICES, matchesPaymentFilter, type PaymentFilter as PaymentChoice } from '@domain/payment-filter';

/** The payment filter's choices: all, cash on delivery, or a card by where its money stands (domain/payment-filter.ts). */
export const PAYMENT_FILTERS = ['ALL', ...PAYMENT_CHOICES] as const;
export type PaymentFilter = 'ALL' | PaymentChoice;

export interface CardFilter {
  status: OrderStatus | 'ALL';
  payment: PaymentFilter;
  search: string;
}

function matchesPayment(card: PresentedCard, payment: PaymentFilter): boolean {
  return payment === 'ALL' || matchesPaymentFilter(payment, card.payment.card?.state);
}

function matchesSearch(card: PresentedCard, search: string): boolean {
  const text = search.trim().toLowerCase();
  if (text === '') return true;
  const number = /^[#№]?\s*(\d+)$/u.exec(text)?.[1];
  if (number && String(card.shoppingCardId) === number) return true;
  const digits = text.replace(/\D/gu, '');
  // Phones are stored as 380XXXXXXXXX; a typed 067... still matches its tail.
  if (digits.length >= 3 && digits.length === text.replace(/[\s+()-]/gu, '').length) {
    const typed = digits.startsWith('0') ? digits.slice(1) : digits;
    if (card.customer.phone.includes(typed)) return true;
  }
  return card.customer.name.toLowerCase().includes(text);
}

export function filterCards(cards: readonly PresentedCard[], { status, payment, search }: CardFilter): PresentedCard[] {
  return cards.filter((card) => (status === 'ALL' || card.status === status) && matchesPayment(card, payment) && matchesSearch(card, search));
}
