// The pure rules of a card order's money (ADR 12): what a provider's word does to the payment,
// what a status move asks of it, and which receipts a write makes due. Each rule can fail here
// without a provider, a trigger or an emulator.
import { describe, expect, it } from 'vitest';
import { applySnapshot, moneyMoves } from '../../src/order-payments/payment-state';
import { moneyMovesFor } from '../../src/order-core/money-moves';
import { dueReceipts, receiptIdOf } from '../../src/order-payments/due-receipts';
import type { CardPaymentDoc, ShoppingCardDoc } from '../../src/model/types';
import { topUpShortfallKop } from '../../src/order-payments/top-up';
import type { PaymentSnapshot } from '../../src/payments/payment-types';

const payment = (fields: Partial<CardPaymentDoc> = {}): CardPaymentDoc => ({
  provider: 'monobank',
  invoiceId: 'inv-1',
  pageUrl: 'http://pay/inv-1',
  state: 'awaiting',
  amountKop: 24000,
  heldKop: 0,
  finalizedKop: 0,
  refundedKop: 0,
  providerModifiedAtMs: 1000,
  holdExpiresAtMs: null,
  pending: null,
  lastError: null,
  ...fields,
});

const snap = (fields: Partial<PaymentSnapshot> = {}): PaymentSnapshot => ({
  provider: 'monobank',
  invoiceId: 'inv-1',
  orderId: 'card-1',
  status: 'held',
  providerStatus: 'hold',
  amountKop: 24000,
  finalAmountKop: 0,
  refundedKop: 0,
  currency: 'UAH',
  failureReason: null,
  modifiedDate: '',
  modifiedMs: 2000,
  ...fields,
});

const card = (fields: Partial<ShoppingCardDoc> = {}): ShoppingCardDoc =>
  ({
    shoppingCardId: 7,
    status: 'RESERVED',
    goods: [{ goodId: 'g', quantityToSell: 2, price: 120, discount: { isDiscount: false, percent: 0 }, title: { ua: 'П', en: 'Y' }, measurement: 'pcs', mainImage: null }],
    goodIds: ['g'],
    userId: null,
    customer: { name: 'О', phone: '+380671234567', email: null },
    delivery: { carrier: 'novaposhta', city: 'Київ', branch: '1', trackingNumber: null },
    payment: 'card',
    comment: null,
    idempotencyKey: 'k',
    history: [],
    createdAt: null,
    updatedAt: null,
    ...fields,
  }) as ShoppingCardDoc;

describe('a provider word applied to a payment', () => {
  it('a hold is taken with its amount and the day it runs out', () => {
    const verdict = applySnapshot('card-1', payment(), snap());
    expect(verdict).toMatchObject({ kind: 'applied', next: { state: 'held', heldKop: 24000, holdExpiresAtMs: 2000 + 9 * 86_400_000 } });
  });

  it('an older word never overwrites a newer one, and the same word twice changes nothing', () => {
    const held = payment({ state: 'held', heldKop: 24000, providerModifiedAtMs: 2000 });
    expect(applySnapshot('card-1', held, snap({ status: 'processing', modifiedMs: 1500 }))).toEqual({ kind: 'stale' });
    expect(applySnapshot('card-1', held, snap())).toEqual({ kind: 'unchanged' });
    // At the same provider time, only a later status counts.
    expect(applySnapshot('card-1', held, snap({ status: 'processing' }))).toEqual({ kind: 'unchanged' });
  });

  it('a word about another invoice, order or amount is a mismatch', () => {
    expect(applySnapshot('card-1', payment(), snap({ invoiceId: 'inv-2' })).kind).toBe('mismatch');
    expect(applySnapshot('card-1', payment(), snap({ orderId: 'card-2' })).kind).toBe('mismatch');
    expect(applySnapshot('card-1', payment(), snap({ amountKop: 1 })).kind).toBe('mismatch');
    expect(applySnapshot('card-1', payment(), snap({ currency: 'USD' })).kind).toBe('mismatch');
    expect(applySnapshot('card-1', payment(), snap({ currency: '840' })).kind).toBe('mismatch');
  });

  it('finalizing clears the pending move; a refund in full after it is refunded, before it released', () => {
    const finalizing = payment({ state: 'held', heldKop: 24000, pending: { action: 'finalize', amountKop: 12000, sinceMs: 0, attempts: 0 } });
    const done = applySnapshot('card-1', finalizing, snap({ status: 'paid', finalAmountKop: 12000, modifiedMs: 3000 }));
    expect(done).toMatchObject({ kind: 'applied', next: { state: 'finalized', finalizedKop: 12000, pending: null } });
    const taken = payment({ state: 'finalized', heldKop: 24000, finalizedKop: 12000, providerModifiedAtMs: 3000 });
    expect(applySnapshot('card-1', taken, snap({ status: 'reversed', finalAmountKop: 12000, refundedKop: 12000, modifiedMs: 4000 }))).toMatchObject({ next: { state: 'refunded', refundedKop: 12000 } });
    const held = payment({ state: 'held', heldKop: 24000, providerModifiedAtMs: 2000 });
    expect(applySnapshot('card-1', held, snap({ status: 'reversed', modifiedMs: 4000 }))).toMatchObject({ next: { state: 'released' } });
  });

  it('the money moves of a change are what the summary counts', () => {
    expect(moneyMoves(payment(), payment({ state: 'held', heldKop: 24000 }))).toEqual([{ kind: 'held', amountKop: 24000 }]);
    expect(moneyMoves(payment({ state: 'finalized', finalizedKop: 12000 }), payment({ state: 'refunded', finalizedKop: 12000, refundedKop: 12000 }))).toEqual([
      { kind: 'refunded', amountKop: 12000 },
    ]);
  });
});

describe('what a status move asks of the money', () => {
  it('CONFIRMED finalizes the confirmed total, never more than held, and refuses an unpaid order', () => {
    expect(moneyMovesFor(card({ cardPayment: payment({ state: 'held', heldKop: 36000 }) }), 'CONFIRMED', 5)).toEqual({ main: { action: 'finalize', amountKop: 24000, sinceMs: 5, attempts: 0 } });
    expect(() => moneyMovesFor(card({ cardPayment: payment({ state: 'awaiting' }) }), 'CONFIRMED', 5)).toThrow();
    // Goods added beyond the hold: refused until the difference is held too, never taken short.
    expect(() => moneyMovesFor(card({ cardPayment: payment({ state: 'held', heldKop: 10000 }) }), 'CONFIRMED', 5)).toThrow();
  });

  it('with a held top-up, CONFIRMED takes the rest from it; a top-up no longer needed is let go', () => {
    const topUp = payment({ invoiceId: 'inv-2', state: 'held', amountKop: 14000, heldKop: 14000 });
    expect(moneyMovesFor(card({ cardPayment: payment({ state: 'held', heldKop: 10000, topUp }) }), 'CONFIRMED', 5)).toMatchObject({
      main: { action: 'finalize', amountKop: 10000 },
      topUp: { action: 'finalize', amountKop: 14000 },
    });
    expect(moneyMovesFor(card({ cardPayment: payment({ state: 'held', heldKop: 24000, topUp }) }), 'CONFIRMED', 5)).toMatchObject({
      main: { action: 'finalize', amountKop: 24000 },
      topUp: { action: 'release', amountKop: 14000 },
    });
    expect(moneyMovesFor(card({ cardPayment: payment({ state: 'held', heldKop: 10000, topUp }) }), 'CANCELLED', 5)).toMatchObject({
      main: { action: 'release', amountKop: 10000 },
      topUp: { action: 'release', amountKop: 14000 },
    });
  });

  it('CANCELLED releases a hold, closes an open page, refunds what was taken; cash on delivery asks nothing', () => {
    expect(moneyMovesFor(card({ cardPayment: payment({ state: 'held', heldKop: 24000 }) }), 'CANCELLED', 5).main?.action).toBe('release');
    expect(moneyMovesFor(card({ cardPayment: payment({ state: 'awaiting' }) }), 'CANCELLED', 5).main?.action).toBe('remove');
    expect(moneyMovesFor(card({ cardPayment: payment({ state: 'finalized', finalizedKop: 24000, refundedKop: 4000 }) }), 'CANCELLED', 5).main).toMatchObject({ action: 'refund', amountKop: 20000 });
    expect(moneyMovesFor(card({ payment: 'cod' }), 'CANCELLED', 5)).toEqual({});
    expect(moneyMovesFor(card({ cardPayment: payment({ state: 'held' }) }), 'SENT', 5)).toEqual({});
  });
});

describe('receipts a write makes due', () => {
  it('a sell when money is first taken, a return for each refund, with ids that repeat for the same purpose', () => {
    const held = card({ cardPayment: payment({ state: 'held', heldKop: 24000 }) });
    const taken = card({ cardPayment: payment({ state: 'finalized', heldKop: 24000, finalizedKop: 24000 }) });
    const [sell] = dueReceipts('card-1', held, taken);
    expect(sell).toMatchObject({ kind: 'sell', amountKop: 24000, state: 'pending' });
    expect(sell!.receiptId).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-5[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(dueReceipts('card-1', held, taken)[0]!.receiptId).toBe(sell!.receiptId);
    expect(dueReceipts('card-1', taken, taken)).toEqual([]);
    const refunded = card({ cardPayment: payment({ state: 'refunded', finalizedKop: 24000, refundedKop: 24000 }) });
    expect(dueReceipts('card-1', taken, refunded)).toMatchObject([{ kind: 'return', amountKop: 24000 }]);
  });

  it('cash on delivery with payment control is sold when the parcel is received', () => {
    const waybill = { carrier: 'novaposhta', ref: 'r', trackingNumber: '1', cashOnDelivery: 'paymentControl', manual: false, createdAt: '' } as const;
    const sent = card({ payment: 'cod', status: 'SENT', delivery: { carrier: 'novaposhta', city: 'К', branch: '1', trackingNumber: '1', waybill } });
    expect(dueReceipts('card-1', sent, { ...sent, status: 'COMPLETED' })).toMatchObject([{ kind: 'sell', amountKop: 24000 }]);
    const transfer = { ...sent, delivery: { ...sent.delivery, waybill: { ...waybill, cashOnDelivery: 'moneyTransfer' as const } } };
    expect(dueReceipts('card-1', transfer, { ...transfer, status: 'COMPLETED' })).toEqual([]);
    expect(receiptIdOf('a', 'x')).not.toBe(receiptIdOf('b', 'x'));
  });
});

describe('a top-up for goods added after the hold', () => {
  it('asks for the difference once, and not while a top-up already asks for it or holds it', () => {
    const unconfirmed = (cardPayment: CardPaymentDoc, lines = 2) => card({ status: 'UNCONFIRMED', cardPayment, goods: [{ ...card().goods[0]!, quantityToSell: lines }] });
    expect(topUpShortfallKop(unconfirmed(payment({ state: 'held', heldKop: 12000 })))).toBe(12000);
    expect(topUpShortfallKop(unconfirmed(payment({ state: 'held', heldKop: 24000 })))).toBe(0);
    const asking = payment({ invoiceId: 'inv-2', state: 'awaiting', amountKop: 12000 });
    expect(topUpShortfallKop(unconfirmed(payment({ state: 'held', heldKop: 12000, topUp: asking })))).toBe(0);
    // A third skein added while the top-up page is open: a new top-up for the whole difference.
    expect(topUpShortfallKop(unconfirmed(payment({ state: 'held', heldKop: 12000, topUp: asking }), 3))).toBe(24000);
    expect(topUpShortfallKop(card({ status: 'RESERVED', cardPayment: payment({ state: 'held', heldKop: 12000 }) }))).toBe(0);
  });
});
