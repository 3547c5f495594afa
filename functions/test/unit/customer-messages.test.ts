// Which messages a card's write makes due, and what they say: pure, so each move is checked
// without a trigger. The trigger's own once-only sending is tested on the emulators
// (functions/test/emulator/customer-messages.test.ts).
import { describe, expect, it } from 'vitest';
import { dueMessages } from '../../src/customer-messages/due-messages';
import { customerMessage, lastFreeStorageDay, trackingLink } from '../../src/customer-messages/message-texts';
import type { CardPaymentDoc, ShoppingCardDoc } from '../../src/model/types';

function card(fields: Partial<ShoppingCardDoc> = {}, delivery: Partial<ShoppingCardDoc['delivery']> = {}): ShoppingCardDoc {
  return {
    shoppingCardId: 1042,
    status: 'RESERVED',
    goods: [{ goodId: 'g', quantityToSell: 2, price: 120, discount: { isDiscount: false, percent: 0 }, title: { ua: 'Пряжа', en: 'Yarn' }, measurement: 'pcs', mainImage: null }],
    goodIds: ['g'],
    userId: null,
    customer: { name: 'Олена', phone: '380671234567', email: 'olena@test.yarnshop.test' },
    delivery: { carrier: 'novaposhta', city: 'Київ', branch: '12', trackingNumber: null, ...delivery },
    payment: 'cod',
    comment: null,
    idempotencyKey: 'k',
    history: [],
    createdAt: null,
    updatedAt: null,
    ...fields,
  } as ShoppingCardDoc;
}

const payment = (fields: Partial<CardPaymentDoc>): CardPaymentDoc => ({
  provider: 'monobank',
  invoiceId: 'inv-1',
  pageUrl: 'http://pay',
  state: 'awaiting',
  amountKop: 24000,
  heldKop: 0,
  finalizedKop: 0,
  refundedKop: 0,
  providerModifiedAtMs: 0,
  holdExpiresAtMs: null,
  ...fields,
});

const kinds = (before: ShoppingCardDoc | undefined, after: ShoppingCardDoc | undefined) => dueMessages(before, after).map((m) => m.key);

describe('dueMessages', () => {
  it('each move into a state makes its message due once, with a key naming the state', () => {
    expect(kinds(card({ status: 'RESERVED' }), card({ status: 'CONFIRMED' }))).toEqual(['confirmed']);
    expect(kinds(card({ status: 'CONFIRMED' }), card({ status: 'SENT' }, { trackingNumber: '2045' }))).toEqual(['sent:2045']);
    expect(kinds(card({ status: 'SENT' }, { trackingNumber: '2045' }), card({ status: 'COMPLETED' }, { trackingNumber: '2045' }))).toEqual(['received']);
    expect(kinds(card({ status: 'CONFIRMED' }), card({ status: 'CANCELLED' }))).toEqual(['cancelled']);
  });

  it('a write that repeats a state, or changes something else, makes nothing due', () => {
    expect(kinds(card({ status: 'CONFIRMED' }), card({ status: 'CONFIRMED', comment: 'x' }))).toEqual([]);
    expect(kinds(card(), undefined)).toEqual([]);
    // A new card is UNCONFIRMED: its "placed" mail goes with the order's own transaction.
    expect(kinds(undefined, card({ status: 'UNCONFIRMED' }))).toEqual([]);
  });

  it('a parcel arriving at the branch, the money held, and each refund', () => {
    const sent = card({ status: 'SENT' }, { trackingNumber: '2045', parcel: { phase: 'onTheWay', statusCode: 5, statusText: '', date: null, checkedAt: '', needsAttention: false } });
    const atBranch = card({ status: 'SENT' }, { trackingNumber: '2045', parcel: { phase: 'atBranch', statusCode: 7, statusText: '', date: null, checkedAt: '', needsAttention: false } });
    expect(kinds(sent, atBranch)).toEqual(['atBranch:2045']);
    expect(kinds(atBranch, atBranch)).toEqual([]);
    expect(kinds(card({ cardPayment: payment({ state: 'awaiting' }) }), card({ cardPayment: payment({ state: 'held', heldKop: 24000 }) }))).toEqual(['paid:inv-1']);
    expect(kinds(card({ cardPayment: payment({ state: 'finalized' }) }), card({ cardPayment: payment({ state: 'finalized', refundedKop: 12000 }) }))).toEqual(['refunded:12000']);
    expect(kinds(card({ cardPayment: payment({ refundedKop: 12000 }) }), card({ cardPayment: payment({ refundedKop: 12000 }) }))).toEqual([]);
  });

  it('a top-up page for goods added after the hold: its link once per top-up invoice', () => {
    const held = payment({ state: 'held', heldKop: 12000 });
    const topUp = payment({ invoiceId: 'inv-2', pageUrl: 'http://pay/inv-2', amountKop: 12000 });
    const asked = card({ status: 'UNCONFIRMED', cardPayment: { ...held, topUp } });
    expect(kinds(card({ status: 'UNCONFIRMED', cardPayment: held }), asked)).toEqual(['payDifference:inv-2']);
    expect(kinds(asked, asked)).toEqual([]);
    const mail = customerMessage('payDifference', 'a@b.c', asked);
    expect(mail.subject).toBe('Доплата за замовлення №1042');
    expect(mail.text).toContain('Доплатіть 120 ₴');
    expect(mail.text).toContain('http://pay/inv-2');
  });
});

describe('the messages', () => {
  it('are written in the language the customer ordered in', () => {
    const sent = card({ status: 'SENT', language: 'en' }, { trackingNumber: '20450000000001' });
    const mail = customerMessage('sent', 'olena@test.yarnshop.test', sent);
    expect(mail.subject).toBe('Order №1042 is on its way');
    expect(mail.text).toContain('https://novaposhta.ua/tracking/?cargo_number=20450000000001');
    expect(customerMessage('confirmed', 'a@b.c', card()).subject).toBe('Замовлення №1042 підтверджено');
    expect(customerMessage('confirmed', 'a@b.c', card()).text).toContain('на 240 ₴');
  });

  it('the branch message names the last day of free storage, the day before the paid one', () => {
    expect(lastFreeStorageDay('2026-12-03')).toBe('02.12.2026');
    expect(lastFreeStorageDay('01.01.2027 00:00:00')).toBe('31.12.2026');
    expect(lastFreeStorageDay('')).toBeNull();
    const atBranch = card({ status: 'SENT' }, { trackingNumber: '2045', parcel: { phase: 'atBranch', statusCode: 7, statusText: '', date: null, checkedAt: '', needsAttention: false, paidStorageFrom: '2026-12-03' } });
    expect(customerMessage('atBranch', 'a@b.c', atBranch).text).toContain('Безкоштовне зберігання до 02.12.2026 включно.');
  });

  it('link each carrier\'s own tracking page, and never carry what the orderer typed', () => {
    expect(trackingLink('ukrposhta', '0500012345678')).toBe('https://track.ukrposhta.ua/tracking_UA.html?barcode=0500012345678');
    const typed = card({ status: 'CONFIRMED', comment: 'visit evil.example', customer: { name: 'http://evil.example', phone: '1', email: 'a@b.c' } });
    for (const kind of ['confirmed', 'cancelled', 'received'] as const) expect(customerMessage(kind, 'a@b.c', typed).text).not.toContain('evil');
  });

  it('say what was held and refunded, in hryvnias', () => {
    expect(customerMessage('paid', 'a@b.c', card({ cardPayment: payment({ state: 'held', heldKop: 24050 }) })).text).toContain('Оплату 240.50 ₴');
    expect(customerMessage('refunded', 'a@b.c', card({ cardPayment: payment({ refundedKop: 12000 }) })).text).toContain('Ми повернули 120 ₴');
  });
});
