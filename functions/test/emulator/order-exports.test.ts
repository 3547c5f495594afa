// The ADMIN's exports against the emulators: the orders of a range with their filters as CSV and
// XLSX, ADMIN only, bad ranges refused in both languages, and the goods export read back by the
// price-list import changing nothing.
import { randomUUID } from 'node:crypto';
import { Timestamp } from 'firebase-admin/firestore';
import { beforeAll, describe, expect, it } from 'vitest';
import { db } from '../../src/admin';
import type { GoodDoc, ShoppingCardDoc } from '../../src/model/types';
import { snapshot } from '../admin-api';
import { bearer, createTestUser, type TestUser } from '../auth-tokens';
import { SHOP_URL } from '../shop-url';
import { makeGood } from './orders-support';

let admin: TestUser;
let shopper: TestUser;
const run = randomUUID().slice(0, 8);
// A year no other test places orders in, so the range holds only this file's cards.
const day = (monthDay: string) => `2019-${monthDay}`;
const numbers = { sent: 9_100_001, cancelled: 9_100_002, cod: 9_100_003, outside: 9_100_004 };

async function download(path: string, user: TestUser | null, body: unknown, language = 'ua') {
  const res = await fetch(`${SHOP_URL}${path}`, {
    method: 'POST',
    headers: { ...bearer(user), 'content-type': 'application/json', cookie: `__session=${language}` },
    body: JSON.stringify(body),
  });
  return { status: res.status, type: res.headers.get('content-type') ?? '', disposition: res.headers.get('content-disposition') ?? '', bytes: Buffer.from(await res.arrayBuffer()) };
}

const errorOf = (bytes: Buffer) => (JSON.parse(bytes.toString('utf8')) as { error: { code: string; message: string } }).error;

function card(shoppingCardId: number, at: string, fields: Partial<ShoppingCardDoc>, goodId: string): ShoppingCardDoc {
  return {
    shoppingCardId,
    status: 'SENT',
    goods: [{ goodId, quantityToSell: 3, price: 100, discount: { hasDiscount: false, amount: 0 }, title: { ua: 'Пряжа вовна', en: 'Wool yarn' }, measurement: 'skein', mainImage: null, lots: [{ lot: 'L-21', quantity: 3 }] }],
    goodIds: [goodId],
    userId: null,
    customer: { name: `Олена ${run}`, phone: '380931234567', email: null },
    delivery: { carrier: 'novaposhta', city: 'Львів', branch: 'Відділення №3', trackingNumber: '20450000000007' },
    payment: 'card',
    cardPayment: { provider: 'monobank', invoiceId: `inv-${shoppingCardId}`, pageUrl: '', state: 'finalized', amountKop: 30000, heldKop: 30000, finalizedKop: 30000, refundedKop: 0, providerModifiedAtMs: 0, holdExpiresAtMs: null },
    comment: null,
    idempotencyKey: `export-${run}-${shoppingCardId}`,
    history: [],
    createdAt: Timestamp.fromDate(new Date(at)),
    updatedAt: Timestamp.fromDate(new Date(at)),
    ...fields,
  } as ShoppingCardDoc;
}

beforeAll(async () => {
  [admin, shopper] = await Promise.all([createTestUser('admin'), createTestUser('user')]);
  // A category named as the catalogue form names them: the import holds every row to the form's rules.
  const goodId = await makeGood({ articul: `EXP-${run}`, category: 'testexports' });
  const cards = [
    card(numbers.sent, '2019-03-10T10:00:00Z', { customer: { name: `=HYPERLINK("http://evil") ${run}`, phone: '380931234567', email: null } }, goodId),
    card(numbers.cancelled, '2019-03-11T10:00:00Z', { status: 'CANCELLED' }, goodId),
    card(numbers.cod, '2019-03-12T10:00:00Z', { payment: 'cod', cardPayment: undefined, status: 'COMPLETED' }, goodId),
    // 00:30 on 31 March in Kyiv: outside a range that ends on 30 March, though still 30 March in UTC.
    card(numbers.outside, '2019-03-30T22:30:00Z', {}, goodId),
  ];
  // The cash order has no card payment: Firestore takes no undefined field.
  const stored = (doc: ShoppingCardDoc) => Object.fromEntries(Object.entries(doc).filter(([, value]) => value !== undefined));
  await Promise.all(cards.map((doc) => db.collection('shoppingCards').doc(`export-${run}-${doc.shoppingCardId}`).set(stored(doc))));
});

const csvRows = (bytes: Buffer) =>
  bytes
    .toString('utf8')
    .replace(/^\uFEFF/u, '')
    .trimEnd()
    .split('\r\n')
    .map((line) => line.split(';'));

describe('POST /api/exportorders', () => {
  it('answers the range’s orders as CSV with a BOM, one row per line, the customer’s formula neutralised', async () => {
    const answer = await download('/api/exportorders', admin, { from: day('03-01'), to: day('03-30'), format: 'csv' });
    expect(answer.status).toBe(200);
    expect(answer.type).toContain('text/csv');
    expect(answer.disposition).toBe('attachment; filename="orders-2019-03-01-2019-03-30.csv"');
    expect([...answer.bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const [header, ...rows] = csvRows(answer.bytes);
    expect(header).toEqual(['Номер', 'Дата', 'Покупець', 'Телефон', 'Доставка', 'ТТН', 'Стан', 'Оплата', 'Чек', 'Товар', 'Артикул', 'Партія', 'Кількість', 'Ціна', 'Сума']);
    expect(rows.map((row) => Number(row[0]))).toEqual([numbers.sent, numbers.cancelled, numbers.cod]);
    expect(rows[0]).toEqual([String(numbers.sent), '2019-03-10 12:00', `"'=HYPERLINK(""http://evil"") ${run}"`, '093 123 45 67', 'Нова пошта, Львів, Відділення №3', '20450000000007', 'Відправлене', 'Карткою: списано', '', 'Пряжа вовна', `EXP-${run}`, 'L-21', '3', '100', '300']);
  });

  it('keeps only the chosen statuses and payments', async () => {
    const byStatus = await download('/api/exportorders', admin, { from: day('03-01'), to: day('03-31'), statuses: ['SENT', 'COMPLETED'], format: 'csv' });
    expect(csvRows(byStatus.bytes).slice(1).map((row) => Number(row[0]))).toEqual([numbers.sent, numbers.cod, numbers.outside]);
    const byPayment = await download('/api/exportorders', admin, { from: day('03-01'), to: day('03-31'), payments: ['cod'], format: 'csv' });
    expect(csvRows(byPayment.bytes).slice(1).map((row) => Number(row[0]))).toEqual([numbers.cod]);
  });

  it('answers the same rows as an XLSX workbook, in English when the ADMIN reads English', async () => {
    const answer = await download('/api/exportorders', admin, { from: day('03-10'), to: day('03-10'), format: 'xlsx' }, 'en');
    expect(answer.status).toBe(200);
    expect(answer.type).toContain('spreadsheetml');
    const { readSheet } = await import('read-excel-file/node');
    const rows = (await readSheet(answer.bytes)) as unknown[][];
    expect(rows[0]).toEqual(['Number', 'Date', 'Customer', 'Phone', 'Delivery', 'Waybill', 'Status', 'Payment', 'Receipt', 'Good', 'Articul', 'Lot', 'Quantity', 'Price', 'Total']);
    expect(rows.slice(1)).toEqual([[numbers.sent, '2019-03-10 12:00', `'=HYPERLINK("http://evil") ${run}`, '093 123 45 67', 'Nova Poshta, Львів, Відділення №3', '20450000000007', 'Sent', 'Card: charged', null, 'Wool yarn', `EXP-${run}`, 'L-21', 3, 100, 300]]);
  });

  it('is the ADMIN’s only: a shopper is forbidden and a guest must log in', async () => {
    const body = { from: day('03-01'), to: day('03-31'), format: 'csv' };
    const asShopper = await download('/api/exportorders', shopper, body);
    expect(asShopper.status).toBe(403);
    expect(errorOf(asShopper.bytes).code).toBe('FORBIDDEN');
    const asGuest = await download('/api/exportorders', null, body);
    expect(asGuest.status).toBe(401);
    expect(errorOf(asGuest.bytes).code).toBe('UNAUTHENTICATED');
  });

  it('refuses a reversed range, one longer than a year and an unknown status, with translated messages', async () => {
    const reversed = await download('/api/exportorders', admin, { from: day('03-31'), to: day('03-01'), format: 'csv' });
    expect(reversed.status).toBe(400);
    expect(errorOf(reversed.bytes)).toEqual({ code: 'EXPORT_RANGE_REVERSED', message: 'Дата «з» пізніша за дату «по». Поміняйте їх місцями.', details: { from: day('03-31'), to: day('03-01') } });
    const tooLong = await download('/api/exportorders', admin, { from: '2018-01-01', to: '2019-01-02', format: 'xlsx' }, 'en');
    expect(tooLong.status).toBe(400);
    expect(errorOf(tooLong.bytes)).toMatchObject({ code: 'EXPORT_RANGE_TOO_LONG', message: 'An export covers at most 366 days. Please choose a shorter range.' });
    const unknown = await download('/api/exportorders', admin, { from: day('03-01'), to: day('03-02'), statuses: ['LOST'], format: 'csv' });
    expect(unknown.status).toBe(400);
    expect(errorOf(unknown.bytes)).toMatchObject({ code: 'EXPORT_STATUS_UNKNOWN', message: 'Невідомий стан замовлення у фільтрі.' });
  });
});

describe('POST /api/exportgoods', () => {
  it('is read back by the price-list import without a change, and is the ADMIN’s only', async () => {
    const lotted = await makeGood({ articul: `EXPL-${run}`, category: 'testexports', quantity: 7, lots: [{ lot: 'A1', quantity: 4 }, { lot: 'B2', quantity: 3 }], colour: { code: '77', name: { ua: 'Сірий', en: 'Grey' }, swatch: { kind: 'hex', hex: '#888888' }, family: 'grey' } as GoodDoc['colour'] });
    expect((await download('/api/exportgoods', shopper, { format: 'csv' })).status).toBe(403);
    for (const format of ['csv', 'xlsx'] as const) {
      const exported = await download('/api/exportgoods', admin, { format });
      expect(exported.status).toBe(200);
      expect(exported.disposition).toBe(`attachment; filename="goods.${format}"`);
      const before = await snapshot(['goods']);
      const form = new FormData();
      form.set('file', new Blob([new Uint8Array(exported.bytes)]), `goods.${format}`);
      form.set('mode', 'apply');
      const res = await fetch(`${SHOP_URL}/api/syncgoods`, { method: 'POST', headers: bearer(admin), body: form });
      const plan = (await res.json()) as { counts: Record<string, number>; updated: unknown[]; unchanged: { articul: string }[]; invalid: { articul: string; reason: string }[] };
      expect(res.status).toBe(200);
      expect(plan.invalid.filter((row) => row.articul.endsWith(run)), format).toEqual([]);
      expect(plan.updated).toEqual([]);
      expect(plan.counts.created).toBe(0);
      expect(plan.unchanged.map((row) => row.articul)).toContain(`EXPL-${run}`);
      expect(await snapshot(['goods'])).toEqual(before);
    }
    expect((await db.collection('goods').doc(lotted).get()).get('lots')).toEqual([{ lot: 'A1', quantity: 4 }, { lot: 'B2', quantity: 3 }]);
  });
});
