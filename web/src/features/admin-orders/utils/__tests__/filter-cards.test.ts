import type { CardPaymentState } from '@domain/payment';
import { cardPayment } from '@/testing/card-fixtures';
import { describe, expect, it } from 'vitest';
import { adminCard } from '../../components/__tests__/admin-card-fixture';
import { filterCards, type PaymentFilter } from '../filter-cards';

const cards = [
  adminCard('UNCONFIRMED', { _id: 'a', shoppingCardId: 7, customer: { name: 'Олена Петренко', phone: '380671234567', email: null } }),
  adminCard('SENT', { _id: 'b', shoppingCardId: 17, customer: { name: 'Іван Коваль', phone: '380501112233', email: null } }),
];
const ids = (status: Parameters<typeof filterCards>[1]['status'], search: string) => filterCards(cards, { status, payment: 'ALL', search }).map((c) => c._id);

describe('filterCards', () => {
  it('filters by status', () => {
    expect(ids('SENT', '')).toEqual(['b']);
    expect(ids('ALL', '')).toEqual(['a', 'b']);
    expect(ids('COMPLETED', '')).toEqual([]);
  });

  it('finds a display number exactly, with or without № or #', () => {
    expect(ids('ALL', '7')).toEqual(['a']);
    expect(ids('ALL', '№17')).toEqual(['b']);
    expect(ids('ALL', '#7')).toEqual(['a']);
  });

  it('finds a phone typed the local way or in parts', () => {
    expect(ids('ALL', '050 111 22 33')).toEqual(['b']);
    expect(ids('ALL', '+380671234567')).toEqual(['a']);
    expect(ids('ALL', '1234567')).toEqual(['a']);
  });

  it('finds a part of the name, any case', () => {
    expect(ids('ALL', 'коваль')).toEqual(['b']);
    expect(ids('ALL', 'олена')).toEqual(['a']);
    expect(ids('ALL', 'Марія')).toEqual([]);
  });

  it('filters by payment: cash on delivery, or a card by where its money stands', () => {
    const card = (id: string, state: CardPaymentState) =>
      adminCard('UNCONFIRMED', { _id: id, payment: cardPayment(state) });
    const paid = [cards[0]!, card('aw', 'processing'), card('h', 'held'), card('f', 'finalized'), card('x', 'expired'), card('r', 'released')];
    const by = (payment: PaymentFilter) => filterCards(paid, { status: 'ALL', payment, search: '' }).map((c) => c._id);
    expect(by('cod')).toEqual(['a']);
    expect(by('awaiting')).toEqual(['aw']);
    expect(by('held')).toEqual(['h']);
    expect(by('finalized')).toEqual(['f']);
    expect(by('failed')).toEqual(['x']);
    expect(by('refunded')).toEqual(['r']);
    expect(by('ALL')).toHaveLength(6);
  });
});
