// The rows of an orders export and what the export's filter keeps: one row per line with the card's
// facts, words in the ADMIN's language, lots and prices as reserved, and bad ranges refused.
import { Timestamp } from 'firebase-admin/firestore';
import { describe, expect, it } from 'vitest';
import { exportFilter, keepsCard } from '../../src/order-exports/export-filter';
import { kyivDayStartMs, kyivMinute } from '../../src/order-exports/kyiv-days';
import { lotText, orderRows, sheetPhone } from '../../src/order-exports/order-rows';
import type { ShoppingCardDoc } from '../../src/model/types';
import { ApiError } from '../../src/http/api-error';

const noDiscount = { hasDiscount: false, amount: 0 };

function card(overrides: Partial<ShoppingCardDoc> = {}): ShoppingCardDoc {
  return {
    shoppingCardId: 1042,
    status: 'SENT',
    goods: [
      { goodId: 'g1', quantityToSell: 5, price: 120, discount: { hasDiscount: true, amount: 10 }, title: { ua: 'Пряжа Мерино', en: 'Merino yarn' }, measurement: 'skein', mainImage: null, lots: [{ lot: 'A12', quantity: 3 }, { lot: 'B7', quantity: 2 }] },
      { goodId: 'g2', quantityToSell: 1, price: 300, discount: noDiscount, title: { ua: 'Спиці', en: '' }, measurement: 'piece', mainImage: null },
    ],
    goodIds: ['g1', 'g2'],
    userId: null,
    customer: { name: '=HYPERLINK("x")', phone: '380931234567', email: null },
    delivery: { carrier: 'novaposhta', city: 'Київ', branch: 'Відділення №5', trackingNumber: '20450000000001' },
    payment: 'card',
    cardPayment: { provider: 'monobank', invoiceId: 'i', pageUrl: '', state: 'finalized', amountKop: 0, heldKop: 0, finalizedKop: 0, refundedKop: 0, providerModifiedAtMs: 0, holdExpiresAtMs: null },
    receipts: [{ receiptId: 'r1', kind: 'sell', amountKop: 0, state: 'done', fiscalCode: 'FC-77', htmlUrl: null, attempts: 1, lastError: null }],
    comment: null,
    idempotencyKey: 'k',
    history: [],
    createdAt: Timestamp.fromMillis(Date.parse('2026-07-01T09:30:00Z')),
    updatedAt: null,
    ...overrides,
  } as ShoppingCardDoc;
}

describe('orderRows', () => {
  it('writes one row per line, repeating the card facts, in Ukrainian', () => {
    const rows = orderRows(card(), new Map([['g1', 'MER-21'], ['g2', 'NDL-4']]), 'ua');
    const facts = [1042, '2026-07-01 12:30', '=HYPERLINK("x")', '093 123 45 67', 'Нова пошта, Київ, Відділення №5', '20450000000001', 'Відправлене', 'Карткою: списано', 'FC-77'];
    expect(rows).toEqual([
      [...facts, 'Пряжа Мерино', 'MER-21', 'A12 ×3, B7 ×2', 5, 108, 540],
      [...facts, 'Спиці', 'NDL-4', '', 1, 300, 300],
    ]);
  });

  it('says it in English, falls back to the Ukrainian title, and leaves a removed good’s articul empty', () => {
    const [first, second] = orderRows(card({ payment: 'cod', cardPayment: undefined, receipts: [{ receiptId: 'r', kind: 'sell', amountKop: 0, state: 'pending', fiscalCode: null, htmlUrl: null, attempts: 0, lastError: null }] }), new Map(), 'en');
    expect(first!.slice(4, 12)).toEqual(['Nova Poshta, Київ, Відділення №5', '20450000000001', 'Sent', 'On delivery', 'receipt pending', 'Merino yarn', '', 'A12 ×3, B7 ×2']);
    expect(second![9]).toBe('Спиці');
  });

  it('prefers the waybill’s number to a typed one', () => {
    const delivery = { ...card().delivery, waybill: { carrier: 'novaposhta' as const, ref: null, trackingNumber: '59000000000002', cashOnDelivery: null, manual: false, createdAt: '' } };
    expect(orderRows(card({ delivery }), new Map(), 'ua')[0]![5]).toBe('59000000000002');
  });
});

describe('cells of a row', () => {
  it('writes a phone without the "+" a spreadsheet reads as a formula', () => {
    expect(sheetPhone('380671112233')).toBe('067 111 22 33');
    expect(sheetPhone('not a phone')).toBe('not a phone');
  });

  it('names one lot plainly and several with their counts', () => {
    expect(lotText(undefined)).toBe('');
    expect(lotText([{ lot: 'A1', quantity: 4 }])).toBe('A1');
    expect(lotText([{ lot: 'A1', quantity: 4 }, { lot: 'C3', quantity: 1 }])).toBe('A1 ×4, C3 ×1');
  });

  it('reads Kyiv days across the clock changes', () => {
    expect(new Date(kyivDayStartMs('2026-07-01')).toISOString()).toBe('2026-06-30T21:00:00.000Z');
    expect(new Date(kyivDayStartMs('2026-01-15')).toISOString()).toBe('2026-01-14T22:00:00.000Z');
    // The spring change happens at 03:00 on the last Sunday of March: midnight is still winter time.
    expect(new Date(kyivDayStartMs('2026-03-29')).toISOString()).toBe('2026-03-28T22:00:00.000Z');
    expect(new Date(kyivDayStartMs('2026-10-25')).toISOString()).toBe('2026-10-24T21:00:00.000Z');
    expect(kyivMinute(Date.parse('2026-01-15T22:05:00Z'))).toBe('2026-01-16 00:05');
  });
});

describe('exportFilter', () => {
  const body = { from: '2026-01-01', to: '2026-12-31', format: 'csv' as const };
  const refusal = (input: Parameters<typeof exportFilter>[0]) => {
    try {
      exportFilter(input);
    } catch (error) {
      return error instanceof ApiError ? [error.status, error.code] : error;
    }
    return null;
  };

  it('covers the Kyiv days from the first to the last, both included', () => {
    const filter = exportFilter(body);
    expect(new Date(filter.fromMs).toISOString()).toBe('2025-12-31T22:00:00.000Z');
    expect(new Date(filter.untilMs).toISOString()).toBe('2026-12-31T22:00:00.000Z');
  });

  it('refuses a reversed range, one over 366 days, a day not on the calendar, and unknown statuses or payments', () => {
    expect(refusal({ ...body, from: '2026-02-02', to: '2026-02-01' })).toEqual([400, 'EXPORT_RANGE_REVERSED']);
    expect(refusal({ ...body, from: '2024-01-01', to: '2025-01-01' })).toEqual([400, 'EXPORT_RANGE_TOO_LONG']);
    expect(refusal({ ...body, from: '2024-01-01', to: '2024-12-31' })).toBeNull();
    expect(refusal({ ...body, from: '2026-02-30' })).toEqual([400, 'EXPORT_DATE_INVALID']);
    expect(refusal({ ...body, statuses: ['SENT', 'LOST'] })).toEqual([400, 'EXPORT_STATUS_UNKNOWN']);
    expect(refusal({ ...body, payments: ['bitcoin'] })).toEqual([400, 'EXPORT_PAYMENT_UNKNOWN']);
  });

  it('keeps the cards of the chosen statuses and payments', () => {
    const filter = exportFilter({ ...body, statuses: ['SENT', 'COMPLETED'], payments: ['finalized', 'cod'] });
    expect(keepsCard(filter, card())).toBe(true);
    expect(keepsCard(filter, card({ status: 'CANCELLED' }))).toBe(false);
    expect(keepsCard(filter, card({ payment: 'cod', cardPayment: undefined }))).toBe(true);
    expect(keepsCard(filter, card({ cardPayment: { ...card().cardPayment!, state: 'held' } }))).toBe(false);
    expect(keepsCard(exportFilter(body), card({ status: 'CANCELLED' }))).toBe(true);
  });
});
