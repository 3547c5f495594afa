// Nova Poshta's courier on a phone that taps (390 px): the shopper picks "Кур’єром за адресою",
// sees what it costs more than a branch, picks her town and a street from the carrier's street
// directory (through the shop and the carrier stand-in), types the house and flat, and orders.
// When the street directory does not answer she is told so and takes a branch instead. The
// courier's choice and its price read in English too.
import { randomUUID } from 'node:crypto';
import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { NP_COURIER_SURCHARGE_UAH } from '@domain/door-delivery.ts';
import { db } from '../../functions/src/admin.ts';
import { failNext, STAND_IN } from '../../functions/test/emulator/waybill-support.ts';
import { openPage, WALKTHROUGH_SCREENS } from '../support/browser.ts';
import { checkoutWithOneGood } from '../support/checkout-journey.ts';
import { SHOP_URL } from '../support/emulators.ts';
import { useJourneyPages } from '../support/journey-pages.ts';

const WAIT = { timeout: 20_000 };
const pageAt = useJourneyPages('courier-journey');

async function settlementRefs(name: string) {
  const settlement = (await db.collection('npSettlements').where('nameLower', '==', name).get()).docs[0]!;
  return { settlementRef: settlement.id, cityRef: settlement.get('cityRef') as string };
}

async function contact(form: Locator, name: string) {
  await form.getByLabel(/^Ім’я та прізвище/).fill(name);
  await form.getByLabel(/^Телефон/).fill('067 123 45 67');
}

/** Types into a type-ahead and taps the option named `option`. */
async function pick(form: Locator, field: Locator, typed: string, option: string) {
  await field.tap();
  await field.pressSequentially(typed);
  await form.getByRole('option', { name: option, exact: true }).tap(WAIT);
  expect(await field.inputValue()).toBe(option);
}

/** Asks the stand-in's street search until it answers, so that no failure queued here is left for later tests. */
async function drainStreetFailures() {
  const body = JSON.stringify({ apiKey: 'k', modelName: 'Address', calledMethod: 'searchSettlementStreets', methodProperties: { StreetName: 'сум', SettlementRef: 'x' } });
  for (let i = 0; i < 6; i += 1) {
    const res = await fetch(`${STAND_IN}/novaposhta/v2.0/json/`, { method: 'POST', headers: { 'content-type': 'application/json' }, body });
    if (res.status === 200 && ((await res.json()) as { success?: boolean }).success) return;
  }
}

describe('courier delivery on a phone', () => {
  it('orders to a street and house of Kyiv, with the courier’s extra cost stated', async () => {
    const page = await pageAt(WALKTHROUGH_SCREENS.phone);
    const form = await checkoutWithOneGood(page, db);
    const customer = `Кур’єр ${randomUUID().slice(0, 8)}`;
    await contact(form, customer);
    await form.getByRole('radio', { name: 'Кур’єром за адресою' }).tap();
    const surcharge = form.getByTestId('courier-surcharge');
    expect(await surcharge.textContent()).toBe(
      `Доставка кур’єром дорожча, ніж до відділення: +${NP_COURIER_SURCHARGE_UAH} ₴ за тарифом Нової пошти. Доставку сплачує отримувач.`,
    );
    expect(await form.getByRole('combobox', { name: /^Номер відділення або поштомату/ }).count(), 'no branch for the courier').toBe(0);
    const street = form.getByRole('combobox', { name: /^Вулиця/ });
    expect(await street.isDisabled(), 'no street before a settlement').toBe(true);

    await pick(form, form.getByRole('combobox', { name: /^Місто або село/ }), 'киї', 'Київ, Київська обл.');
    await pick(form, street, 'хре', 'вул. Хрещатик');
    const box = await street.boundingBox();
    expect(box!.x >= 0 && box!.x + box!.width <= 390, 'the street field fits the screen').toBe(true);
    await form.getByLabel(/^Будинок/).fill('5а');
    await form.getByLabel(/^Квартира/).fill('12');

    await page.getByRole('button', { name: 'Підтвердити замовлення' }).tap();
    await page.getByRole('heading', { name: /Замовлення №\d+ прийнято/ }).waitFor(WAIT);
    const cards = await db.collection('shoppingCards').where('customer.name', '==', customer).get();
    const kyiv = await settlementRefs('київ');
    expect(cards.docs.map((d) => d.get('delivery'))).toEqual([
      {
        carrier: 'novaposhta',
        city: 'Київ, Київська обл.',
        branch: 'вул. Хрещатик, 5а, кв. 12',
        trackingNumber: null,
        novaPoshtaDoor: { ...kyiv, streetRef: expect.stringMatching(/^[0-9a-f-]{36}$/), street: 'вул. Хрещатик', house: '5а', flat: '12' },
      },
    ]);
  }, 120_000);

  it('says when the street directory does not answer, and a branch can still be chosen', async () => {
    const page = await pageAt(WALKTHROUGH_SCREENS.phone);
    const form = await checkoutWithOneGood(page, db);
    await contact(form, `Кур’єр ${randomUUID().slice(0, 8)}`);
    await form.getByRole('radio', { name: 'Кур’єром за адресою' }).tap();
    await pick(form, form.getByRole('combobox', { name: /^Місто або село/ }), 'харк', 'Харків, Харківська обл.');
    // Every try of the server's adapter, for the first ask and the browser's one retry.
    await failNext('unavailable', 'Address.searchSettlementStreets', 6);
    const street = form.getByRole('combobox', { name: /^Вулиця/ });
    await street.tap();
    await street.pressSequentially('сум');
    const down = form.getByRole('alert').filter({ hasText: 'Довідник вулиць Нової пошти зараз не відповідає' });
    await down.waitFor(WAIT);
    await down.getByRole('button', { name: 'Обрати відділення або поштомат' }).tap();
    expect(await form.getByRole('radio', { name: 'У відділенні або поштоматі' }).isChecked()).toBe(true);
    expect(await form.getByRole('combobox', { name: /^Місто або село/ }).inputValue(), 'the town stays').toBe('Харків, Харківська обл.');
    const branch = form.getByRole('combobox', { name: /^Номер відділення або поштомату/ });
    await branch.tap();
    await branch.pressSequentially('1');
    await form.getByRole('option', { name: /^№1:/ }).tap(WAIT);
    expect(await branch.inputValue()).toMatch(/^№1: Харків, /);
    await drainStreetFailures();
  }, 120_000);
});

describe('courier delivery in English', () => {
  it('offers the courier with its extra cost in English', async () => {
    const page: Page = await pageAt(WALKTHROUGH_SCREENS.phone);
    await checkoutWithOneGood(page, db);
    await page.context().addCookies([{ name: '__session', value: 'en', domain: '127.0.0.1', path: '/' }]);
    await openPage(page, `${SHOP_URL}/makeorderpage`);
    const form = page.getByRole('form', { name: 'Order details' });
    await form.getByRole('radio', { name: 'By courier to your door' }).tap(WAIT);
    expect(await form.getByTestId('courier-surcharge').textContent()).toBe(
      `Courier delivery costs more than delivery to a branch: +${NP_COURIER_SURCHARGE_UAH} ₴ by Nova Poshta’s tariff. The recipient pays for delivery.`,
    );
    expect(await form.getByRole('combobox', { name: /^Street/ }).isDisabled()).toBe(true);
  }, 120_000);
});
