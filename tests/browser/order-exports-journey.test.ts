// The orders manager's exports and print pages in Chromium, in both languages: the orders
// downloaded as CSV and XLSX at 1366 px; a card's packing slip printed to PDF on A6 with its dye
// lot and waybill barcode; two cards ticked at 390 px and their picking list in shelf order.
import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { getApps, initializeApp } from 'firebase-admin/app';
import { FieldValue, getFirestore, Timestamp } from 'firebase-admin/firestore';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { logInAsAdmin } from '../support/admin-session.ts';
import { launchChromium, openPage, screenshotOnFailure, WALKTHROUGH_SCREENS } from '../support/browser.ts';
import { SHOP_URL } from '../support/emulators.ts';
import { pdfPages, pdfText } from '../support/pdf-text.ts';

const app = getApps()[0] ?? initializeApp({ projectId: process.env.GCLOUD_PROJECT });
const db = getFirestore(app);

const run = randomUUID().slice(0, 6);
const WAIT = { timeout: 20_000 };
const goods = { a: `test-exports-a-${run}`, b: `test-exports-b-${run}` };
const lots = { a1: `Q${run.slice(0, 3)}-1`.toUpperCase(), a2: `Q${run.slice(0, 3)}-2`.toUpperCase(), b: `R${run.slice(0, 3)}`.toUpperCase() };
const base = 9_300_000 + Math.floor(Math.random() * 600_000);
const cards = { sent: { id: `exports-${run}-1`, number: base, waybill: `2045${String(base).padStart(10, '0')}` }, reserved: { id: `exports-${run}-2`, number: base + 1 } };

async function makeGood(id: string, code: string, category: string): Promise<void> {
  await db.collection('goods').doc(id).set({
    title: { ua: `Пряжа друку ${code}`, en: `Print yarn ${code}` },
    description: { ua: '', en: '' },
    kind: 'skeinYarn',
    measurement: 'skein',
    measurementCount: 1,
    outerCategory: 'noOuterCategory',
    category,
    subcategory: 'allgoods',
    mainImage: null,
    images: [],
    price: 150,
    discount: { hasDiscount: false, amount: 0 },
    popular: false,
    newGoodState: false,
    quantity: 20,
    articul: id.toUpperCase(),
    colour: { code, name: { ua: `Колір ${code}`, en: `Colour ${code}` }, swatch: { kind: 'hex', hex: '#336699' }, family: 'blue' },
    yarn: null,
    archived: false,
    createdAt: FieldValue.serverTimestamp(),
    updatedAt: FieldValue.serverTimestamp(),
  });
}

function line(goodId: string, quantity: number, takes: { lot: string; quantity: number }[]) {
  return { goodId, quantityToSell: quantity, price: 150, discount: { hasDiscount: false, amount: 0 }, title: { ua: `Пряжа друку ${goodId.slice(-8)}`, en: `Print yarn ${goodId.slice(-8)}` }, measurement: 'skein', mainImage: null, lots: takes };
}

async function makeCard(id: string, number: number, status: string, lines: ReturnType<typeof line>[], trackingNumber: string | null): Promise<void> {
  const now = Timestamp.now();
  await db.collection('shoppingCards').doc(id).set({
    shoppingCardId: number,
    status,
    goods: lines,
    goodIds: lines.map((l) => l.goodId),
    userId: null,
    customer: { name: `Друк Отримувачка ${run}`, phone: '380671234567', email: null },
    delivery: { carrier: 'novaposhta', city: 'Полтава', branch: 'Відділення №2', trackingNumber },
    payment: 'cod',
    comment: null,
    idempotencyKey: `exports-journey-${id}`,
    history: [{ status: 'UNCONFIRMED', at: now, actor: 'guest' }],
    createdAt: now,
    updatedAt: now,
  });
}

let browser: Browser;
let context: BrowserContext;
let page: Page;

async function useLanguage(language: 'ua' | 'en'): Promise<void> {
  await context.addCookies([{ name: '__session', value: language, domain: '127.0.0.1', path: '/' }]);
}

beforeAll(async () => {
  await Promise.all([makeGood(goods.a, '21', 'test-exports-wool'), makeGood(goods.b, '7', 'test-exports-cotton')]);
  await makeCard(cards.sent.id, cards.sent.number, 'SENT', [line(goods.a, 3, [{ lot: lots.a1, quantity: 3 }])], cards.sent.waybill);
  await makeCard(cards.reserved.id, cards.reserved.number, 'RESERVED', [line(goods.a, 3, [{ lot: lots.a1, quantity: 1 }, { lot: lots.a2, quantity: 2 }]), line(goods.b, 1, [{ lot: lots.b, quantity: 1 }])], null);
  browser = await launchChromium();
  context = await browser.newContext({ ...WALKTHROUGH_SCREENS.desktop, acceptDownloads: true });
  // The shop's language is the cookie's; without one the API would follow Chromium's Accept-Language.
  await useLanguage('ua');
  page = await context.newPage();
  await logInAsAdmin(page);
});
afterEach(async (ctx) => {
  await screenshotOnFailure(page, `order-exports-${ctx.task.name}`, ctx.task.result?.state === 'fail');
});
afterAll(async () => {
  await browser?.close();
  await Promise.all([...Object.values(goods).map((id) => db.collection('goods').doc(id).delete()), ...Object.values(cards).map((c) => db.collection('shoppingCards').doc(c.id).delete())]);
});

async function downloadFrom(buttonName: string): Promise<{ name: string; bytes: Buffer }> {
  const [download] = await Promise.all([page.waitForEvent('download', WAIT), page.getByRole('button', { name: buttonName }).click()]);
  return { name: download.suggestedFilename(), bytes: readFileSync((await download.path())!) };
}

describe('exports from the orders manager at 1366 px', () => {
  it('downloads today’s orders as CSV (Ukrainian) and as XLSX (English)', async () => {
    await openPage(page, `${SHOP_URL}/ordersmanager`);
    await page.getByText('Вивантажити замовлення').click();
    const csv = await downloadFrom('Завантажити CSV');
    expect(csv.name).toMatch(/^orders-\d{4}-\d{2}-\d{2}-\d{4}-\d{2}-\d{2}\.csv$/u);
    expect([...csv.bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const text = csv.bytes.toString('utf8');
    expect(text).toContain('Номер;Дата;Покупець');
    expect(text).toMatch(new RegExp(`${cards.reserved.number};[^\\r]*;${lots.a1} ×1, ${lots.a2} ×2;3;150;450`, 'u'));
    await page.getByRole('status').getByText(`Файл ${csv.name} завантажено.`).waitFor(WAIT);

    await useLanguage('en');
    await openPage(page, `${SHOP_URL}/ordersmanager`);
    await page.getByText('Export orders').click();
    await page.locator('details', { hasText: 'Export orders' }).getByLabel('Status').selectOption('SENT');
    const xlsx = await downloadFrom('Download XLSX');
    const { readSheet } = await import('read-excel-file/node');
    const rows = (await readSheet(xlsx.bytes)) as unknown[][];
    expect(rows[0]!.slice(0, 3)).toEqual(['Number', 'Date', 'Customer']);
    const mine = rows.filter((row) => row[0] === cards.sent.number);
    expect(mine).toHaveLength(1);
    expect(mine[0]!.slice(5, 7)).toEqual([cards.sent.waybill, 'Sent']);
    expect(rows.some((row) => row[0] === cards.reserved.number)).toBe(false);
  });

  it('says why a reversed range is refused, in the ADMIN’s language', async () => {
    await openPage(page, `${SHOP_URL}/ordersmanager`);
    await page.getByText('Export orders').click();
    await page.locator('details', { hasText: 'Export orders' }).getByLabel('To', { exact: true }).fill('2020-01-01');
    await page.getByRole('button', { name: 'Download CSV' }).click();
    await page.getByRole('alert').getByText('The "from" date is later than the "to" date. Please swap them.').waitFor(WAIT);
    await useLanguage('ua');
  });
});

describe('packing slips and the picking list', () => {
  it('prints a card’s packing slip to an A6 PDF with its dye lot and the waybill’s barcode', async () => {
    await openPage(page, `${SHOP_URL}/ordersmanager`);
    await page.getByRole('main').getByRole('searchbox', { name: 'Пошук', exact: true }).fill(`№${cards.sent.number}`);
    const article = page.getByRole('article', { name: `Замовлення №${cards.sent.number}` });
    await article.getByRole('button', { name: new RegExp(`Замовлення №${cards.sent.number}`) }).click(WAIT);
    await article.getByRole('link', { name: 'Пакувальний лист' }).click();
    const slip = page.getByRole('region', { name: `Замовлення №${cards.sent.number}` });
    await slip.waitFor(WAIT);
    await expect.poll(() => slip.locator(`svg[data-barcode="${cards.sent.waybill}"] rect`).count()).toBeGreaterThan(20);
    await page.getByRole('radio', { name: 'A6' }).check();
    // The page asks the printer for A6 by the @page rule of the sheet it links. Debian's headless
    // Chromium drops `size` from @page rules (it keeps only their margins) and prints Letter, so
    // the linked sheet's own text is checked, and the PDF is printed at the size it names.
    const pageSize = () =>
      page.evaluate(async () => {
        const sheet = document.querySelector<HTMLLinkElement>('link[rel="stylesheet"][href*="print-"]');
        if (!sheet) return '';
        return /@page\s*{[^}]*size:\s*([A-Za-z0-9]+)/.exec(await (await fetch(sheet.href)).text())?.[1] ?? '';
      });
    await expect.poll(pageSize).toBe('A6');
    await page.emulateMedia({ media: 'print' });
    const pdf = await page.pdf({ format: 'A6', preferCSSPageSize: true, printBackground: true });
    await page.emulateMedia({ media: 'screen' });
    const { count, firstSize } = pdfPages(pdf);
    // The whole slip on one A6 page (105 × 148 mm: 297.6 × 419.5 points).
    expect(count).toBe(1);
    // Chromium rounds the page box to whole points (420 for 419.5).
    expect(Math.abs(firstSize![0] - 297.6)).toBeLessThanOrEqual(1);
    expect(Math.abs(firstSize![1] - 419.5)).toBeLessThanOrEqual(1);
    // Chromium places each glyph apart, so the text is compared without its spaces.
    const text = pdfText(pdf).replace(/\s+/gu, '');
    expect(text).toContain(lots.a1.replace(/\s+/gu, ''));
    expect(text).toContain(String(cards.sent.number));
    expect(text).toContain(cards.sent.waybill.replace(/\s+/gu, ''));
    expect(text).not.toContain('Менеджерзамовлень');
  });

  it('ticks two cards at 390 px and prints their picking list in shelf order, then their slips in English', async () => {
    const phone = await browser.newContext({ ...WALKTHROUGH_SCREENS.phone });
    await phone.addCookies([{ name: '__session', value: 'ua', domain: '127.0.0.1', path: '/' }]);
    const small = await phone.newPage();
    try {
      await logInAsAdmin(small);
      await openPage(small, `${SHOP_URL}/ordersmanager`);
      const search = small.getByRole('main').getByRole('searchbox', { name: 'Пошук', exact: true });
      for (const card of [cards.reserved, cards.sent]) {
        await search.fill(`№${card.number}`);
        await small.getByRole('checkbox', { name: `Обрати замовлення №${card.number} для друку` }).check(WAIT);
      }
      await small.getByText('Обрано для друку: 2').waitFor(WAIT);
      expect(await small.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
      await small.getByRole('link', { name: 'Лист збирання' }).tap();
      await small.getByRole('heading', { level: 1, name: 'Лист збирання' }).waitFor(WAIT);
      const lotCells = small.locator('td[data-lot]');
      // Cotton's shelf before wool's; on the wool shelf, colour 21's lots in order.
      await expect.poll(() => lotCells.allInnerTexts()).toEqual([lots.b, lots.a1, lots.a2]);
      // The first wool lot is summed over both cards: 1 for one, 3 for the other.
      const summed = small.locator('tr', { has: small.locator('td[data-lot]', { hasText: lots.a1 }) }).locator('td');
      expect((await summed.allInnerTexts()).slice(-2)).toEqual(['4', `№${cards.reserved.number}, №${cards.sent.number}`]);
      expect(await small.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);

      await phone.addCookies([{ name: '__session', value: 'en', domain: '127.0.0.1', path: '/' }]);
      await openPage(small, `${SHOP_URL}/ordersmanager/print?cards=${cards.reserved.id},${cards.sent.id}&view=slips`);
      await small.getByRole('heading', { level: 1, name: 'Packing slips' }).waitFor(WAIT);
      await small.getByRole('region', { name: `Order №${cards.reserved.number}` }).getByText('No waybill yet').waitFor(WAIT);
      await small.getByRole('region', { name: `Order №${cards.sent.number}` }).waitFor(WAIT);
      expect(await small.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    } finally {
      await phone.close();
    }
  });

  it('keeps the print page from anyone but the ADMIN', async () => {
    const guest = await browser.newPage();
    try {
      await guest.goto(`${SHOP_URL}/ordersmanager/print?cards=${cards.sent.id}&view=slips`, { waitUntil: 'domcontentloaded' });
      await guest.waitForURL(`${SHOP_URL}/`, WAIT);
    } finally {
      await guest.close();
    }
  });
});
