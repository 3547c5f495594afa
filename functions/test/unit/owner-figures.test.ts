// The owner's summaries' arithmetic (functions/src/owner-figures/card-figures.ts): what a card adds
// for each of its states, and that applying only the difference from what it last added counts a
// repeated delivery once. The triggers themselves are tested on the emulators
// (functions/test/emulator/owner-figures.test.ts).
import { describe, expect, it } from 'vitest';
import { byDocument, cardFigures, figuresDiff, monthDoc, type Figures } from '../../src/owner-figures/card-figures';
import { lowStockEntry } from '../../src/owner-figures/low-stock';
import { periodDays } from '../../src/owner-figures/read-owner-figures';
import type { CardPaymentDoc, ShoppingCardDoc } from '../../src/model/types';

// 2026-11-28 10:00 in Kyiv.
const PLACED_MS = Date.parse('2026-11-28T08:00:00Z');
const DAY = 'month-2026-11/days/28';

function card(fields: Partial<ShoppingCardDoc> = {}, delivery: Partial<ShoppingCardDoc['delivery']> = {}): ShoppingCardDoc {
  return {
    shoppingCardId: 1042,
    status: 'UNCONFIRMED',
    goods: [
      { goodId: 'red', quantityToSell: 2, price: 120, discount: { hasDiscount: false, amount: 0 }, title: { ua: 'Червона', en: 'Red' }, measurement: 'pcs', mainImage: null },
      { goodId: 'needles', quantityToSell: 1, price: 60, discount: { hasDiscount: false, amount: 0 }, title: { ua: 'Спиці', en: 'Needles' }, measurement: 'pcs', mainImage: null },
    ],
    goodIds: ['red', 'needles'],
    userId: null,
    customer: { name: 'Олена', phone: '380671234567', email: null },
    delivery: { carrier: 'novaposhta', city: 'Київ', branch: '12', trackingNumber: null, ...delivery },
    payment: 'cod',
    comment: null,
    idempotencyKey: 'k',
    history: [{ status: 'UNCONFIRMED', at: null, actor: 'guest' }],
    createdAt: null,
    updatedAt: null,
    ...fields,
  } as ShoppingCardDoc;
}

const payment = (fields: Partial<CardPaymentDoc>): CardPaymentDoc => ({
  provider: 'monobank',
  invoiceId: 'inv-1',
  pageUrl: 'http://pay',
  state: 'held',
  amountKop: 30000,
  heldKop: 30000,
  finalizedKop: 0,
  refundedKop: 0,
  providerModifiedAtMs: 0,
  holdExpiresAtMs: Date.parse('2026-12-07T08:00:00Z'),
  ...fields,
});

const lineOf = new Map([['red', 'line-cotton']]);
const figuresOf = (c: ShoppingCardDoc | null) => cardFigures(c && { card: c, createdAtMs: PLACED_MS, lineOf });
const history = (...statuses: ShoppingCardDoc['status'][]) => statuses.map((status) => ({ status, at: null, actor: 'admin:a' }));

/** The summaries as the trigger keeps them: per card what it last added, and the counters' sums. */
class Summaries {
  readonly totals: Figures = {};
  private readonly added = new Map<string, Figures>();

  /** One delivery of the trigger for the card as it is now (null: deleted); answers the difference applied. */
  deliver(cardId: string, now: ShoppingCardDoc | null): Figures {
    const next = figuresOf(now);
    const diff = figuresDiff(this.added.get(cardId) ?? {}, next);
    for (const [key, value] of Object.entries(diff)) this.totals[key] = (this.totals[key] ?? 0) + value;
    this.added.set(cardId, next);
    return diff;
  }

  get(key: string): number {
    return this.totals[key] ?? 0;
  }
}

describe('what a card adds', () => {
  it('a placed order: one order of its day, its total, each colour and line sold, waiting to be confirmed', () => {
    const figures = figuresOf(card());
    expect(figures).toMatchObject({
      [`${DAY}/orders`]: 1,
      [`${DAY}/revenueKop`]: 30000,
      [`${DAY}/colours/red/units`]: 2,
      [`${DAY}/colours/red/kop`]: 24000,
      [`${DAY}/colours/needles/units`]: 1,
      [`${DAY}/lines/line-cotton/units`]: 2,
      [`${DAY}/lines/line-cotton/kop`]: 24000,
      'current/statuses/UNCONFIRMED': 1,
      'current/toConfirm': 1,
    });
    // A good without a line counts as a colour only; nothing else is counted.
    expect(Object.keys(figures).filter((k) => k.includes('/lines/'))).toHaveLength(2);
    expect(figures).not.toHaveProperty('current/toSend');
  });

  it('the day is the Kyiv day: 23:30 UTC on the 27th is the 28th in Kyiv', () => {
    const figures = cardFigures({ card: card(), createdAtMs: Date.parse('2026-11-27T23:30:00Z'), lineOf });
    expect(figures[`${DAY}/orders`]).toBe(1);
    expect(monthDoc('2026-11-28')).toBe('month-2026-11');
  });

  it('a cancelled order still counts as placed, with no revenue and nothing sold', () => {
    const figures = figuresOf(card({ status: 'CANCELLED' }));
    expect(figures[`${DAY}/orders`]).toBe(1);
    expect(Object.keys(figures).some((k) => k.includes('revenueKop') || k.includes('/colours/'))).toBe(false);
    expect(figures['current/statuses/CANCELLED']).toBe(1);
  });

  it('a confirmed order waits to be sent; a sent cash-on-delivery parcel is money to come', () => {
    expect(figuresOf(card({ status: 'CONFIRMED' }))['current/toSend']).toBe(1);
    const sent = figuresOf(card({ status: 'SENT', history: history('UNCONFIRMED', 'RESERVED', 'CONFIRMED', 'SENT') }));
    expect(sent).toMatchObject({ 'current/codToCome/parcels': 1, 'current/codToCome/kop': 30000, [`${DAY}/carriers/novaposhta/sent`]: 1 });
    expect(sent).not.toHaveProperty(`${DAY}/carriers/novaposhta/refused`);
  });

  it('a refused parcel waits for the ADMIN and counts against its carrier; once cancelled it stays refused', () => {
    const refused = card({ status: 'SENT', history: history('SENT') }, { carrier: 'ukrposhta', parcel: { phase: 'refused' } as ShoppingCardDoc['delivery']['parcel'] });
    expect(figuresOf(refused)).toMatchObject({ 'current/refusedParcels': 1, [`${DAY}/carriers/ukrposhta/sent`]: 1, [`${DAY}/carriers/ukrposhta/refused`]: 1 });
    const returned = figuresOf({ ...refused, status: 'CANCELLED', history: history('SENT', 'CANCELLED') });
    expect(returned).toMatchObject({ [`${DAY}/carriers/ukrposhta/sent`]: 1, [`${DAY}/carriers/ukrposhta/refused`]: 1 });
    expect(returned).not.toHaveProperty('current/refusedParcels');
  });

  it('a delivered parcel is sent and not refused; it is no longer money to come', () => {
    const delivered = figuresOf(card({ status: 'COMPLETED', history: history('SENT', 'COMPLETED') }, { parcel: { phase: 'received' } as ShoppingCardDoc['delivery']['parcel'] }));
    expect(delivered).toMatchObject({ [`${DAY}/carriers/novaposhta/sent`]: 1, 'current/statuses/COMPLETED': 1 });
    expect(delivered).not.toHaveProperty(`${DAY}/carriers/novaposhta/refused`);
    expect(delivered).not.toHaveProperty('current/codToCome/parcels');
  });

  it('card money: a hold counts as held, by the day it runs out; taken money counts on the order day, less refunds', () => {
    const held = figuresOf(card({ payment: 'card', cardPayment: payment({}) }));
    expect(held).toMatchObject({ 'current/cardHeldKop': 30000, 'current/holds/2026-12-07': 1 });
    const taken = figuresOf(card({ status: 'CONFIRMED', payment: 'card', cardPayment: payment({ state: 'finalized', finalizedKop: 30000 }) }));
    expect(taken[`${DAY}/cardTakenKop`]).toBe(30000);
    expect(taken).not.toHaveProperty('current/cardHeldKop');
    const refunded = figuresOf(card({ status: 'CANCELLED', payment: 'card', cardPayment: payment({ state: 'refunded', finalizedKop: 30000, refundedKop: 30000 }) }));
    expect(refunded).not.toHaveProperty(`${DAY}/cardTakenKop`);
    expect(refunded).not.toHaveProperty(`${DAY}/revenueKop`);
  });

  it('a part refunded from an order that stays open lowers its revenue', () => {
    const partly = figuresOf(card({ status: 'CONFIRMED', payment: 'card', cardPayment: payment({ state: 'finalized', finalizedKop: 30000, refundedKop: 6000 }) }));
    expect(partly[`${DAY}/revenueKop`]).toBe(24000);
    expect(partly[`${DAY}/cardTakenKop`]).toBe(24000);
  });
});

describe('applying only the difference', () => {
  it('placed, then the same change delivered twice: counted once', () => {
    const summaries = new Summaries();
    summaries.deliver('c1', card());
    expect(summaries.deliver('c1', card())).toEqual({});
    expect(summaries.get(`${DAY}/orders`)).toBe(1);
    expect(summaries.get(`${DAY}/revenueKop`)).toBe(30000);
  });

  it('placed, reserved, cancelled: the order stays counted, its revenue and sales leave, and it waits for nobody', () => {
    const summaries = new Summaries();
    summaries.deliver('c1', card());
    summaries.deliver('c1', card({ status: 'RESERVED' }));
    summaries.deliver('c1', card({ status: 'CANCELLED' }));
    summaries.deliver('c1', card({ status: 'CANCELLED' }));
    expect(summaries.get(`${DAY}/orders`)).toBe(1);
    expect(summaries.get(`${DAY}/revenueKop`)).toBe(0);
    expect(summaries.get(`${DAY}/colours/red/units`)).toBe(0);
    expect(summaries.get('current/toConfirm')).toBe(0);
    expect(summaries.get('current/statuses/CANCELLED')).toBe(1);
    expect(summaries.get('current/statuses/RESERVED')).toBe(0);
  });

  it('a card paid, refunded and cancelled ends with nothing held or taken', () => {
    const summaries = new Summaries();
    summaries.deliver('c1', card({ payment: 'card', cardPayment: payment({}) }));
    summaries.deliver('c1', card({ status: 'CONFIRMED', payment: 'card', cardPayment: payment({ state: 'finalized', finalizedKop: 30000 }) }));
    expect(summaries.get(`${DAY}/cardTakenKop`)).toBe(30000);
    summaries.deliver('c1', card({ status: 'CANCELLED', payment: 'card', cardPayment: payment({ state: 'refunded', finalizedKop: 30000, refundedKop: 30000 }) }));
    expect(summaries.get('current/cardHeldKop')).toBe(0);
    expect(summaries.get('current/holds/2026-12-07')).toBe(0);
    expect(summaries.get(`${DAY}/cardTakenKop`)).toBe(0);
    expect(summaries.get(`${DAY}/revenueKop`)).toBe(0);
  });

  it('sent, refused and delivered orders of two cards sum; an older state delivered late is put right by the next', () => {
    const summaries = new Summaries();
    const sent = card({ status: 'SENT', history: history('SENT') });
    summaries.deliver('a', sent);
    summaries.deliver('b', sent);
    summaries.deliver('a', { ...sent, status: 'COMPLETED' });
    summaries.deliver('b', { ...sent, delivery: { ...sent.delivery, parcel: { phase: 'refused' } as ShoppingCardDoc['delivery']['parcel'] } });
    expect(summaries.get(`${DAY}/carriers/novaposhta/sent`)).toBe(2);
    expect(summaries.get(`${DAY}/carriers/novaposhta/refused`)).toBe(1);
    expect(summaries.get('current/codToCome/parcels')).toBe(1);
    expect(summaries.get('current/refusedParcels')).toBe(1);
    // A deleted card takes back all it added.
    summaries.deliver('a', null);
    summaries.deliver('b', null);
    expect(Object.values(summaries.totals).every((v) => v === 0)).toBe(true);
  });

  it('the counters group by document as nested fields', () => {
    const docs = byDocument({ [`${DAY}/orders`]: 1, [`${DAY}/colours/red/units`]: 2, 'current/toConfirm': 1 }, (v) => v * 10);
    expect(docs.get('month-2026-11')).toEqual({ days: { '28': { orders: 10, colours: { red: { units: 20 } } } } });
    expect(docs.get('current')).toEqual({ toConfirm: 10 });
  });
});

describe('low stock and the period', () => {
  it('lists the dye lots at or below five, not the sold-out ones; a good without lots as one entry', () => {
    const title = { ua: 'Червона', en: 'Red' };
    expect(lowStockEntry({ title, quantity: 12, archived: false, lots: [{ lot: 'A1', quantity: 3 }, { lot: 'B2', quantity: 9 }, { lot: 'C3', quantity: 0 }] })).toEqual({ title, lots: [{ lot: 'A1', quantity: 3 }] });
    expect(lowStockEntry({ title, quantity: 4, archived: false })).toEqual({ title, lots: [{ lot: null, quantity: 4 }] });
    expect(lowStockEntry({ title, quantity: 40, archived: false, lots: [{ lot: 'A1', quantity: 40 }] })).toBeNull();
    expect(lowStockEntry({ title, quantity: 2, archived: true })).toBeNull();
  });

  it('the period is calendar days ending today in Kyiv, across a month and a clock change', () => {
    expect(periodDays(7, Date.parse('2026-11-01T22:30:00Z'))).toEqual(['2026-10-27', '2026-10-28', '2026-10-29', '2026-10-30', '2026-10-31', '2026-11-01', '2026-11-02']);
    const ninety = periodDays(90, PLACED_MS);
    expect(ninety).toHaveLength(90);
    expect(new Set(ninety.map(monthDoc)).size).toBeLessThanOrEqual(4);
  });
});
