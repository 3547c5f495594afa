// One phone rule in every form. A shopper on a phone types 0931234567 as the
// "+38 (0__)" hint suggests; the callback, sign-up and checkout fields mask it alike, the shop
// stores +380931234567, and the ADMIN on a laptop reads a readable number behind a diallable link.
import { randomUUID } from 'node:crypto';
import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { db } from '../../functions/src/admin.ts';
import { logInAsAdmin } from '../support/admin-session.ts';
import { openPage, WALKTHROUGH_SCREENS } from '../support/browser.ts';
import { checkoutWithOneGood } from '../support/checkout-journey.ts';
import { SHOP_URL } from '../support/emulators.ts';
import { useJourneyPages } from '../support/journey-pages.ts';
import { chooseNovaPoshtaBranch } from '../support/nova-poshta-picker.ts';

const WAIT = { timeout: 20_000 };
const TYPED = '0931234567';
const MASKED = '+38 (093) 123-45-67';
const STORED = '+380931234567';
const pageAt = useJourneyPages('phone-numbers');
const run = randomUUID().slice(0, 6);

/** Types the number key by key, as a thumb does, and answers what the field then shows. */
async function typeNumber(field: Locator): Promise<string> {
  await field.click();
  await field.pressSequentially(TYPED);
  return field.inputValue();
}

async function openCallbackForm(page: Page): Promise<Locator> {
  await openPage(page, `${SHOP_URL}/`);
  const toggle = page.getByRole('button', { name: 'Відкрити меню' });
  const panel = page.locator(`[id="${await toggle.getAttribute('aria-controls')}"]`);
  await toggle.click();
  await panel.getByRole('button', { name: 'Передзвоніть мені' }).first().click();
  return page.getByRole('dialog', { name: 'Замовити зворотний дзвінок' });
}

/** The ADMIN's orders manager on a laptop. */
async function ordersManager(): Promise<Page> {
  const admin = await pageAt(WALKTHROUGH_SCREENS.desktop);
  await logInAsAdmin(admin);
  await openPage(admin, `${SHOP_URL}/ordersmanager`);
  return admin;
}

describe('a phone number typed as 0931234567', () => {
  it('is masked in the callback form, stored as +380931234567 and dialled by the ADMIN', async () => {
    const page = await pageAt(WALKTHROUGH_SCREENS.phone);
    const dialog = await openCallbackForm(page);
    const name = `Дзвінок${run}`;
    await dialog.getByLabel('Ваше ім’я').fill(name);
    expect(await typeNumber(dialog.getByLabel(/^Номер телефону/))).toBe(MASKED);
    await dialog.getByRole('button', { name: 'Чекаю дзвінка' }).click();
    await dialog.getByRole('status').waitFor(WAIT);
    const stored = await db.collection('callbackRequests').where('clientName', '==', name).get();
    expect(stored.docs.map((d) => d.get('clientPhone'))).toEqual([STORED]);

    const admin = await ordersManager();
    await admin.getByRole('main').getByRole('button', { name: 'Запити на дзвінок' }).click();
    const row = admin.getByRole('list', { name: 'Запити на дзвінок' }).getByRole('listitem').filter({ hasText: name });
    const link = row.getByRole('link', { name: MASKED });
    await link.waitFor(WAIT);
    expect(await link.getAttribute('href')).toBe(`tel:${STORED}`);
  });

  it('is masked the same at sign-up and stored the same in the profile', async () => {
    const page = await pageAt(WALKTHROUGH_SCREENS.phone);
    await openPage(page, `${SHOP_URL}/signup`);
    const form = page.getByRole('region', { name: 'Реєстрація' });
    const email = `phone-${run}@test.yarnshop.test`;
    await form.getByLabel('Email').fill(email);
    expect(await typeNumber(form.getByLabel('Телефон'))).toBe(MASKED);
    await form.getByLabel('Ім’я користувача').fill(`Phone_${run}`);
    await form.getByLabel('Пароль', { exact: true }).fill('Knit2gether');
    await form.getByLabel('Повторіть пароль').fill('Knit2gether');
    await form.getByRole('button', { name: 'Зареєструватися' }).click();
    await page.waitForURL(/\/checkemailmessage/, WAIT);
    const profiles = await db.collection('users').where('email', '==', email).get();
    expect(profiles.docs.map((d) => d.get('phone'))).toEqual([STORED]);
  });

  it('is masked the same at checkout, stored the same on the order and dialled by the ADMIN', async () => {
    const page = await pageAt(WALKTHROUGH_SCREENS.phone);
    const form = await checkoutWithOneGood(page, db);
    const customer = `Олена Номер${run}`;
    await form.getByLabel(/^Ім’я та прізвище/).fill(customer);
    expect(await typeNumber(form.getByLabel(/^Телефон/))).toBe(MASKED);
    await chooseNovaPoshtaBranch(form, { type: 'Київ', choose: 'Київ, Київська обл.' }, { type: '12', choose: /^№12:/ });
    await page.getByRole('button', { name: 'Підтвердити замовлення' }).click();
    await page.getByRole('heading', { name: /Замовлення №\d+ прийнято/ }).waitFor(WAIT);
    const cards = await db.collection('shoppingCards').where('customer.name', '==', customer).get();
    expect(cards.docs.map((d) => d.get('customer.phone'))).toEqual([STORED]);

    const admin = await ordersManager();
    const order = admin.getByRole('main').getByRole('article').filter({ hasText: customer });
    await order.getByText(MASKED).first().waitFor(WAIT);
  });
});
