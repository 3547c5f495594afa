// A customer's account she can keep, in Chromium: on a phone that taps (in Ukrainian) and on a
// laptop (in English). She edits her name and phone on the profile page, saves a delivery place
// at checkout and chooses it in one tap on her next order, and repeats an earlier order of which
// one good has since sold out.
import { randomUUID } from 'node:crypto';
import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { db } from '../../functions/src/admin.ts';
import { createTestUser } from '../../functions/test/auth-tokens.ts';
import { ownGoodDoc } from '../../functions/test/good-doc.ts';
import { logIn } from '../support/admin-session.ts';
import { openPage, WALKTHROUGH_SCREENS } from '../support/browser.ts';
import { SHOP_URL } from '../support/emulators.ts';
import { useJourneyPages } from '../support/journey-pages.ts';

const WAIT = { timeout: 20_000 };
const pageAt = useJourneyPages('account');

const TEXTS = {
  ua: {
    editProfile: 'Змінити профіль',
    realName: /^Ім’я та прізвище/,
    phone: /^Телефон/,
    save: 'Зберегти',
    saved: 'Збережено.',
    form: 'Дані для замовлення',
    recipient: /^Ім’я та прізвище/,
    town: /^Місто або село/,
    branch: /^Номер відділення або поштомату/,
    remember: 'Запам’ятати це місце',
    rememberedAs: /^Збережено як «Київ: Відділення №12/,
    confirm: 'Підтвердити замовлення',
    placed: /Замовлення №\d+ прийнято/,
    order: (n: number) => `Замовлення №${n}`,
    repeat: 'Повторити замовлення',
    added: 'До кошика додано 1 товар за сьогоднішньою ціною.',
    soldOut: (title: string) => `${title}: розпродано.`,
    makeOrder: 'Оформити замовлення',
  },
  en: {
    editProfile: 'Edit profile',
    realName: /^First and last name/,
    phone: /^Phone/,
    save: 'Save',
    saved: 'Saved.',
    form: 'Order details',
    recipient: /^Full name/,
    town: /^Town or village/,
    branch: /^Branch or parcel locker number/,
    remember: 'Remember this place',
    rememberedAs: /^Saved as “Київ: Відділення №12/,
    confirm: 'Confirm the order',
    placed: /Order No\. \d+ is placed/,
    order: (n: number) => `Order No. ${n}`,
    repeat: 'Repeat the order',
    added: '1 good added to the cart at today’s price.',
    soldOut: (title: string) => `${title}: sold out.`,
    makeOrder: 'Place an order',
  },
} as const;

/**
 * A customer logged in through /login, then shown the shop in `language`. `before` runs with her
 * API token first: the first login seals her password, which ends the sessions made before it.
 */
async function customerPage(
  screen: (typeof WALKTHROUGH_SCREENS)[keyof typeof WALKTHROUGH_SCREENS],
  language: 'ua' | 'en',
  before: (customer: Awaited<ReturnType<typeof createTestUser>>) => Promise<void> = async () => {},
) {
  const customer = await createTestUser('user');
  await before(customer);
  const page = await pageAt(screen);
  await logIn(page, customer.email, 'Test12345!');
  await page.context().addCookies([{ name: '__session', value: language, domain: '127.0.0.1', path: '/' }]);
  return { customer, page };
}

/** A good of this test's own, in a category no page lists, with `quantity` in stock. */
async function ownGood(quantity: number) {
  const id = `acct-${randomUUID()}`;
  const doc = ownGoodDoc(id, 'test-account-journeys', { quantity });
  await db.collection('goods').doc(id).set(doc);
  return { id, title: doc.title };
}

async function checkoutWith(page: Page, goodId: string, text: (typeof TEXTS)[keyof typeof TEXTS]): Promise<Locator> {
  await page.evaluate((id) => localStorage.setItem('shoppingCard', JSON.stringify({ state: { lines: [{ goodId: id, quantity: 1 }] }, version: 1 })), goodId);
  await openPage(page, `${SHOP_URL}/makeorderpage`);
  return page.getByRole('form', { name: text.form });
}

async function placeOrder(page: Page, form: Locator, text: (typeof TEXTS)[keyof typeof TEXTS]): Promise<void> {
  await form.getByRole('button', { name: text.confirm }).click(WAIT);
  await page.getByRole('heading', { name: text.placed }).waitFor(WAIT);
}

describe.each([
  ['390 px touch, in Ukrainian', WALKTHROUGH_SCREENS.phone, 'ua'],
  ['1366 px, in English', WALKTHROUGH_SCREENS.desktop, 'en'],
] as const)('a customer’s account at %s', (_name, screen, language) => {
  const text = TEXTS[language];

  it('edits her name and phone on the profile page; they survive a reload', async () => {
    const { customer, page } = await customerPage(screen, language);
    await openPage(page, `${SHOP_URL}/userpage`);
    await page.getByRole('link', { name: text.editProfile }).click(WAIT);
    await page.waitForURL(`${SHOP_URL}/userpage/profile`, WAIT);
    await page.getByLabel(text.realName).fill('Олена Коваль', WAIT);
    await page.getByLabel(text.phone).fill('0931234567');
    expect(await page.getByLabel(text.phone).inputValue()).toBe('+38 (093) 123-45-67');
    await page.getByRole('button', { name: text.save, exact: true }).click();
    await page.getByRole('status').getByText(text.saved, { exact: true }).waitFor(WAIT);
    expect((await db.collection('users').doc(customer.uid).get()).data()).toMatchObject({ realName: 'Олена Коваль', phone: '+380931234567' });

    await page.reload({ waitUntil: 'domcontentloaded' });
    await expect.poll(() => page.getByLabel(text.realName).inputValue(), WAIT).toBe('Олена Коваль');
    expect(await page.getByLabel(text.phone).inputValue()).toBe('+38 (093) 123-45-67');
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(screen.viewport.width);
  }, 90_000);

  it('saves the place at checkout and chooses it in one tap on her next order', async () => {
    const { customer, page } = await customerPage(screen, language);
    await db.collection('users').doc(customer.uid).update({ realName: 'Олена Коваль', phone: '+380931234567' });
    const good = await ownGood(10);
    await openPage(page, `${SHOP_URL}/userpage`);

    let form = await checkoutWith(page, good.id, text);
    await expect.poll(() => form.getByLabel(text.recipient).inputValue(), WAIT).toBe('Олена Коваль');
    const town = form.getByRole('combobox', { name: text.town });
    await town.click();
    await town.pressSequentially('Київ');
    await form.getByRole('option', { name: 'Київ, Київська обл.', exact: true }).click(WAIT);
    const branch = form.getByRole('combobox', { name: text.branch });
    await branch.click();
    await branch.pressSequentially('12');
    await form.getByRole('option', { name: /^№12:/ }).first().click(WAIT);
    await form.getByRole('button', { name: text.remember }).click();
    await form.getByText(text.rememberedAs).waitFor(WAIT);
    await placeOrder(page, form, text);

    form = await checkoutWith(page, good.id, text);
    // One tap on the saved place, nothing typed: the order goes to the same branch.
    await form.getByRole('button', { name: /^Київ: Відділення №12/ }).click(WAIT);
    await placeOrder(page, form, text);

    const cards = await db.collection('shoppingCards').where('userId', '==', customer.uid).get();
    const deliveries = cards.docs.map((doc) => doc.get('delivery') as { novaPoshta?: { warehouseRef: string }; branch: string });
    expect(deliveries).toHaveLength(2);
    expect(deliveries[0]!.novaPoshta).toEqual(deliveries[1]!.novaPoshta);
    expect(deliveries[1]!.branch).toMatch(/^Відділення №12\b/);
  }, 120_000);

  it('repeats an earlier order: the good on sale goes into the cart, the sold-out one is named', async () => {
    const [onSale, soldOut] = [await ownGood(10), await ownGood(10)];
    let shoppingCardId = 0;
    const { page } = await customerPage(screen, language, async (customer) => {
      const res = await fetch(`${SHOP_URL}/api/createshoppingcard`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${customer.token}` },
        body: JSON.stringify({
          goods: [{ goodId: onSale.id, quantity: 2 }, { goodId: soldOut.id, quantity: 1 }],
          customer: { name: 'Олена Коваль', phone: `067${String(Date.now()).slice(-7)}` },
          delivery: { carrier: 'ukrposhta', city: 'Львів', branch: '79000' },
          payment: 'cod',
          idempotencyKey: randomUUID(),
        }),
      });
      expect(res.status).toBe(201);
      ({ shoppingCardId } = (await res.json()) as { shoppingCardId: number });
    });
    await db.collection('goods').doc(soldOut.id).update({ quantity: 0 });

    await openPage(page, `${SHOP_URL}/userpage`);
    // The order's summary line opens it; " ·" after the number, so that №42 never matches №142.
    await page.locator('summary').filter({ hasText: `${text.order(shoppingCardId)} ·` }).click(WAIT);
    await page.getByRole('button', { name: text.repeat }).click(WAIT);
    await page.getByText(text.added, { exact: true }).waitFor(WAIT);
    await page.getByText(text.soldOut(soldOut.title[language === 'en' ? 'en' : 'ua']), { exact: true }).waitFor(WAIT);
    const cart = JSON.parse((await page.evaluate(() => localStorage.getItem('shoppingCard'))) ?? '{}') as { state: { lines: unknown[] } };
    expect(cart.state.lines).toEqual([{ goodId: onSale.id, quantity: 2 }]);
    await page.getByRole('status').getByRole('link', { name: text.makeOrder }).click();
    await page.waitForURL(`${SHOP_URL}/makeorderpage`, WAIT);
  }, 90_000);
});
