// Filtering the loaded cards by status and by what the ADMIN typed: a display number
// (with or without №/#), a phone (digits anywhere in it) or a part of the customer's name.
import type { OrderStatus } from '@domain/order-status';
import type { AdminCard } from '../api/admin-card';

export interface CardFilter {
  status: OrderStatus | 'ALL';
  search: string;
}

function matchesSearch(card: AdminCard, search: string): boolean {
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

export function filterCards(cards: readonly AdminCard[], { status, search }: CardFilter): AdminCard[] {
  return cards.filter((card) => (status === 'ALL' || card.status === status) && matchesSearch(card, search));
}
