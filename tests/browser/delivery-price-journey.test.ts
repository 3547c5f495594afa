// The delivery price before ordering, in real Chromium at 390 px (a phone that taps) and 1366 px,
// in Ukrainian and English: with one good in the cart, checkout says how much is left to free
// delivery; the shopper picks Dnipro and a branch and sees Nova Poshta's price (from the carrier
// stand-in, cash-on-delivery fee included) and date; a parcel locker there costs less, and the
// price changes with it. When the carrier fails, the page says it will tell the price and the
// order is still placed. Screenshots of each width and language land in test-results/screenshots.
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { db } from '../../functions/src/admin.ts';
import { failNext } from '../../functions/test/emulator/waybill-support.ts';
import { openPage, WALKTHROUGH_SCREENS } from '../support/browser.ts';
import { checkoutWithOneGood } from '../support/checkout-journey.ts';
import { SHOP_URL } from '../support/emulators.ts';
import { useJourneyPages } from '../support/journey-pages.ts';

const WAIT = { timeout: 20_000 };
const SHOTS = join(process.cwd(), 'test-results', 'screenshots');
const pageAt = useJourneyPages('delivery-price-journey');
/** The same sum the emulator test leaves on, so the two files never disagree about it. */
const FREE_FROM_UAH = 2000;

const TEXTS = {
  ua: {
    form: 'Дані для замовлення', name: /^Ім’я та прізвище/, phone: /^Телефон/, town: /^Місто або село/, branch: /^Номер відділення або поштомату/,
    dnipro: 'Дніпро, Дніпропетровська обл.', left: /^Ще [\d\s]+\s₴ до безкоштовної доставки$/, price: /^Доставка Новою поштою: (\d+)\s₴, сплачує отримувач\. Разом із комісією перевізника за накладений платіж: \d+\s₴\.$/,
    date: /^Очікувана дата доставки: \S+, \d+ \S+\.$/, silent: 'Вартість доставки повідомить перевізник. Оформити замовлення можна вже зараз.', confirm: 'Підтвердити замовлення', placed: /Замовлення №\d+ прийнято/,
  },
  en: {
    form: 'Order details', name: /^Full name/, phone: /^Phone/, town: /^Town or village/, branch: /^Branch or parcel locker number/,
    dnipro: 'Дніпро, Дніпропетровська обл.', left: /^[\d\s]+\s₴ more for free delivery$/, price: /^Nova Poshta delivery: (\d+)\s₴, paid by the recipient\. Including the carrier’s cash-on-delivery fee of \d+\s₴\.$/,
    date: /^Expected delivery: \S+, \S+ \d+\.$/, silent: 'The carrier will tell you the delivery price. You can place the order now.', confirm: 'Confirm the order', placed: /Order №\d+/,
  },
} as const;
type Language = keyof typeof TEXTS;

async function placesOf(name: string) {
  const settlement = (await db.collection('npSettlements').where('nameLower', '==', name).get()).docs[0]!;
  const all = (await db.collection('npBranches').where('settlementRef', '==', settlement.id).where('selectable', '==', true).get()).docs.map((d) => d.data());
  const byNumber = (kind: string) => all.filter((b) => b.kind === kind).map((b) => String(b.number)).sort((a, b) => a.length - b.length || a.localeCompare(b))[0]!;
  return { branch: byNumber('branch'), locker: byNumber('parcelLocker') };
}

/** Checkout with one good, in the language asked (the cookie the language switch sets). */
async function checkoutIn(page: Page, language: Language): Promise<Locator> {
  await checkoutWithOneGood(page, db);
  if (language === 'en') {
    await page.context().addCookies([{ name: '__session', value: 'en', domain: '127.0.0.1', path: '/' }]);
    await openPage(page, `${SHOP_URL}/makeorderpage`);
  }
  return page.getByRole('form', { name: TEXTS[language].form });
}

async function chooseTown(form: Locator, language: Language, typed: string, option: string) {
  const town = form.getByRole('combobox', { name: TEXTS[language].town });
  await town.click();
  await town.pressSequentially(typed);
  await form.getByRole('option', { name: option, exact: true }).click(WAIT);
}

/** Clears the branch field, types a number and takes the option of that number. */
async function chooseBranch(form: Locator, language: Language, number: string) {
  const branch = form.getByRole('combobox', { name: TEXTS[language].branch });
  await branch.fill('');
  await branch.pressSequentially(number);
  await form.getByRole('option', { name: new RegExp(`^№${number}:`) }).first().click(WAIT);
}

const priceText = async (form: Locator) => (await form.getByTestId('delivery-price').textContent())?.trim() ?? '';

beforeAll(async () => {
  await db.collection('settings').doc('deliveryOffer').set({ freeDeliveryFromUah: FREE_FROM_UAH });
});
// No offer after this file: an order placed past the sum makes the shop the waybill's payer.
afterAll(async () => {
  await db.collection('settings').doc('deliveryOffer').delete();
});

describe.each([
  ['390', WALKTHROUGH_SCREENS.phone],
  ['1366', WALKTHROUGH_SCREENS.desktop],
] as const)('the delivery price at %s px', (width, screen) => {
  it.each(['ua', 'en'] as const)('in %s: changes with the branch, with the date and what is left to free delivery', async (language) => {
    const t = TEXTS[language];
    const page = await pageAt(screen);
    const form = await checkoutIn(page, language);
    await expect.poll(() => form.getByTestId('free-delivery-note').textContent(), WAIT).toMatch(t.left);

    const dnipro = await placesOf('дніпро');
    await chooseTown(form, language, 'дні', t.dnipro);
    await chooseBranch(form, language, dnipro.branch);
    await expect.poll(() => priceText(form), WAIT).toMatch(t.price);
    const atBranch = Number(t.price.exec(await priceText(form))![1]);
    expect(await form.getByTestId('delivery-date').textContent()).toMatch(t.date);

    await chooseBranch(form, language, dnipro.locker);
    await expect.poll(async () => Number(t.price.exec(await priceText(form))?.[1]), WAIT).toBeLessThan(atBranch);

    const box = await form.getByTestId('delivery-price').boundingBox();
    expect(box!.x >= 0 && box!.x + box!.width <= Number(width), 'the price fits the screen').toBe(true);
    mkdirSync(SHOTS, { recursive: true });
    await form.getByTestId('delivery-price').scrollIntoViewIfNeeded();
    await page.screenshot({ path: join(SHOTS, `delivery-price-${width}-${language}.png`), fullPage: true });
  }, 120_000);
});

describe('a carrier that does not answer', () => {
  it('leaves the price to the carrier, and the order is placed', async () => {
    const t = TEXTS.ua;
    const page = await pageAt(WALKTHROUGH_SCREENS.phone);
    const form = await checkoutIn(page, 'ua');
    await form.getByLabel(t.name).fill('Олена Перевізникова');
    await form.getByLabel(t.phone).fill('067 123 45 67');
    await failNext('error', 'InternetDocument.getDocumentPrice');
    await failNext('error', 'InternetDocument.getDocumentDeliveryDate');
    const town = await placesOf('біла церква');
    await chooseTown(form, 'ua', 'біла', 'Біла Церква, Білоцерківський р-н, Київська обл.');
    await chooseBranch(form, 'ua', town.branch);
    await expect.poll(() => priceText(form), WAIT).toBe(t.silent);
    mkdirSync(SHOTS, { recursive: true });
    await page.screenshot({ path: join(SHOTS, 'delivery-price-390-ua-carrier-silent.png'), fullPage: true });
    await page.getByRole('button', { name: t.confirm }).tap();
    await page.getByRole('heading', { name: t.placed }).waitFor(WAIT);
  }, 120_000);
});
