// Dye lots in Chromium at desktop and 375 px: a guest puts more of a yarn colour in the
// cart than one dye lot holds, is warned in the cart and at checkout (and can still order), asks
// for "the same lot as my order №…"; the ADMIN reserves, is asked to split the line over two
// lots, changes the shop's proposal by keyboard and reserves; the lots then show in the orders
// manager and on the customer's order view, and the good's lots lost exactly what the card took.
import { randomUUID } from 'node:crypto';
import { getApps, initializeApp } from 'firebase-admin/app';
import { getFirestore } from 'firebase-admin/firestore';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ownGoodDoc } from '../../functions/test/good-doc.ts';
import { logInAsAdmin } from '../support/admin-session.ts';
import { runAxe } from '../support/axe.ts';
import { openPage, VIEWPORTS } from '../support/browser.ts';
import { SHOP_URL } from '../support/emulators.ts';
import { useJourneyPages } from '../support/journey-pages.ts';
import { chooseNovaPoshtaBranch } from '../support/nova-poshta-picker.ts';

const app = getApps()[0] ?? initializeApp({ projectId: process.env.GCLOUD_PROJECT });
const db = getFirestore(app);
const WAIT = { timeout: 20_000 };
const run = randomUUID().slice(0, 8);
const category = `test-dye-lots-${run}`;
const newPage = useJourneyPages('dye-lot');

/** A yarn colour of its own line with lots A (4) and B (3): six skeins need two lots. */
async function colourWithTwoLots(name: string): Promise<{ goodId: string; lineId: string; title: string }> {
  const lineId = `test-line-${run}-${name}`;
  const goodId = `${lineId}-21`;
  const title = `Пряжа Партійна ${run} ${name}, сірий`;
  const lots = [
    { lot: 'A', quantity: 4 },
    { lot: 'B', quantity: 3 },
  ];
  const colour = { code: '21', name: { ua: 'сірий', en: 'grey' }, swatch: { kind: 'hex' as const, hex: '#9a9a9a' }, family: 'grey' as const };
  await db.collection('goods').doc(goodId).set(ownGoodDoc(goodId, category, { title: { ua: title, en: `Lot yarn ${run} ${name}, grey` }, quantity: 7, yarnLineId: lineId, colour, lots }));
  await db.collection('yarnLines').doc(lineId).set({
    brand: 'Тест',
    name: `Партійна ${run} ${name}`,
    fibres: [{ fibre: 'wool', percent: 100 }],
    weightClass: 'medium',
    metresPer100g: 200,
    skein: { metres: 200, grams: 100 },
    needleMm: { from: 4, to: 5 },
    hookMm: null,
    gauge: null,
    care: { wash: 'handWash', maxWashTemperatureC: 30, tumbleDry: false, iron: false, bleach: false, note: null },
    colours: [{ goodId, ...colour, quantity: 7, largestLot: 4 }],
  });
  return { goodId, lineId, title };
}

const fitsWidth = (page: Page, width: number) => page.evaluate((w) => document.documentElement.scrollWidth <= w, width);
const seriousFindings = async (page: Page, selector: string) => (await runAxe(page, selector)).filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => v.id);

describe.each(Object.entries(VIEWPORTS))('dye lots from cart to reservation at %s width', (viewportName, viewport) => {
  let colour: Awaited<ReturnType<typeof colourWithTwoLots>>;
  beforeAll(async () => {
    colour = await colourWithTwoLots(viewportName);
  });
  afterAll(async () => {
    await db.collection('goods').doc(colour.goodId).delete();
    await db.collection('yarnLines').doc(colour.lineId).delete();
  });

  it('warns in the cart and at checkout, orders, and the ADMIN’s split shows in the manager and on the order view', { timeout: 180_000 }, async () => {
    // The shopper: six skeins of a colour whose largest lot holds four.
    const shopper = await newPage(viewport);
    await openPage(shopper, `${SHOP_URL}/goods/${category}/${colour.goodId}`);
    await shopper.getByRole('button', { name: 'Купити', exact: true }).first().click(WAIT);
    await shopper.getByRole('button', { name: 'У кошику', exact: true }).first().waitFor(WAIT);
    await shopper.getByRole('button', { name: /Кошик, товарів: 1/ }).click();
    const cart = shopper.getByRole('dialog');
    const quantity = cart.getByRole('group', { name: `Кількість: ${colour.title}` }).getByRole('textbox');
    for (let i = 0; i < 3; i += 1) await cart.getByRole('button', { name: `Збільшити кількість: ${colour.title}` }).click();
    await expect.poll(() => quantity.inputValue()).toBe('4');
    expect(await cart.getByRole('status').filter({ hasText: 'партій' }).count(), 'four skeins fit one lot: no warning').toBe(0);
    for (let i = 0; i < 2; i += 1) await cart.getByRole('button', { name: `Збільшити кількість: ${colour.title}` }).click();
    await expect.poll(() => quantity.inputValue()).toBe('6');
    const cartWarning = cart.getByRole('status').filter({ hasText: 'Ця кількість буде з двох партій фарбування' });
    await cartWarning.waitFor(WAIT);
    expect(await cartWarning.textContent()).toContain('в одній партії цього кольору щонайбільше 4 мотки');
    expect(await fitsWidth(shopper, viewport.width)).toBe(true);
    // A warning, not a block: ordering stays open.
    await cart.getByRole('link', { name: 'Оформити замовлення' }).click();

    await shopper.getByRole('heading', { name: 'Оформлення замовлення' }).waitFor(WAIT);
    const summary = shopper.getByRole('list', { name: 'Товари замовлення' });
    await summary.getByRole('status').filter({ hasText: 'Ця кількість буде з двох партій фарбування' }).waitFor(WAIT);
    const form = shopper.getByRole('form', { name: 'Дані для замовлення' });
    await form.getByLabel(/^Ім’я та прізвище/).fill(`Плетільниця ${run}`);
    await form.getByLabel(/^Телефон/).fill('067 123 45 67');
    await chooseNovaPoshtaBranch(form, { type: 'Київ', choose: 'Київ, Київська обл.' }, { type: '12', choose: /^№12:/ });
    await form.getByRole('textbox', { name: /Та сама партія, що в моєму замовленні/ }).fill('№ 987654');
    expect(await fitsWidth(shopper, viewport.width)).toBe(true);
    expect(await seriousFindings(shopper, 'main')).toEqual([]);
    await shopper.getByRole('button', { name: 'Підтвердити замовлення' }).click();
    const placed = shopper.getByRole('heading', { name: /Замовлення №\d+ прийнято/ });
    await placed.waitFor(WAIT);
    const number = Number(/№(\d+)/.exec((await placed.textContent()) ?? '')![1]);
    const cardSnap = (await db.collection('shoppingCards').where('shoppingCardId', '==', number).get()).docs[0]!;
    expect(cardSnap.get('sameLotAsOrder')).toBe(987654);
    expect(cardSnap.get('goods')).toMatchObject([{ goodId: colour.goodId, quantityToSell: 6 }]);

    // The ADMIN reserves: no lot holds six, so the shop asks for the split.
    const admin = await newPage(viewport);
    await logInAsAdmin(admin);
    await admin.goto(`${SHOP_URL}/ordersmanager`, { waitUntil: 'domcontentloaded' });
    await admin.getByRole('main').getByRole('searchbox', { name: 'Пошук', exact: true }).fill(`№${number}`, WAIT);
    const article = admin.getByRole('article', { name: `Замовлення №${number}` });
    await article.getByRole('button', { name: new RegExp(`Замовлення №${number}`) }).click(WAIT);
    await article.getByText('№ 987654: резервування бере ту саму партію, якщо її вистачає на рядок').waitFor(WAIT);
    await article.getByRole('button', { name: 'Перевести в стан «Зарезервоване»' }).click();
    const chooser = article.getByRole('form', { name: 'Розподіл за партіями' });
    await chooser.waitFor(WAIT);
    const lotA = chooser.getByRole('textbox', { name: 'Партія A' });
    const lotB = chooser.getByRole('textbox', { name: 'Партія B' });
    expect([await lotA.inputValue(), await lotB.inputValue()], 'the shop’s proposal: the largest lot first').toEqual(['4', '2']);
    expect((await db.collection('goods').doc(colour.goodId).get()).get('lots'), 'nothing taken before the ADMIN chooses').toEqual([{ lot: 'A', quantity: 4 }, { lot: 'B', quantity: 3 }]);
    expect(await fitsWidth(admin, viewport.width)).toBe(true);
    expect(await seriousFindings(admin, 'main')).toEqual([]);

    // By keyboard: three from each lot; a wrong total is said and sends nothing.
    await lotA.focus();
    await admin.keyboard.press('ControlOrMeta+a');
    await admin.keyboard.type('3');
    await chooser.getByText('Разом 5 з 6 · Сума має дорівнювати 6.').waitFor(WAIT);
    await admin.keyboard.press('Tab');
    expect(await lotB.evaluate((el) => el === document.activeElement)).toBe(true);
    await admin.keyboard.press('ControlOrMeta+a');
    await admin.keyboard.type('3');
    await chooser.getByText('Разом 6 з 6', { exact: true }).waitFor(WAIT);
    await admin.keyboard.press('Enter');
    await article.locator('[data-status]').getByText('Зарезервоване', { exact: true }).waitFor(WAIT);
    const split = 'Ця пряжа з двох партій фарбування: A (3 мотки) і B (3 мотки).';
    await article.getByText(split, { exact: false }).waitFor(WAIT);
    expect(await chooser.count()).toBe(0);

    const stored = (await db.collection('shoppingCards').doc(cardSnap.id).get()).data()!;
    expect(stored.status).toBe('RESERVED');
    expect(stored.goods[0].lots).toEqual([{ lot: 'A', quantity: 3 }, { lot: 'B', quantity: 3 }]);
    const good = (await db.collection('goods').doc(colour.goodId).get()).data()!;
    expect([good.lots, good.quantity]).toEqual([[{ lot: 'A', quantity: 1 }, { lot: 'B', quantity: 0 }], 1]);

    // The customer's order view says plainly that the yarn comes from two lots.
    await shopper.goto(`${SHOP_URL}/unregistereduserpage`, { waitUntil: 'domcontentloaded' });
    const order = shopper.getByRole('article', { name: `Замовлення №${number}` });
    await order.getByText('Зарезервоване', { exact: true }).waitFor(WAIT);
    await order.getByText(split, { exact: false }).waitFor(WAIT);
    expect(await fitsWidth(shopper, viewport.width)).toBe(true);
  });
});
