// Forms that say what is wrong and lead the shopper to it. After an empty
// checkout submit the focus is on the first field in error; a carrier chosen afterwards starts
// with no errors; the name error says what is wrong in plain words; a cart quantity above stock
// says how many there are, and the plus stops at the stock.
import type { Locator } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { db } from '../../functions/src/admin.ts';
import { openPage, WALKTHROUGH_SCREENS } from '../support/browser.ts';
import { checkoutWithOneGood, goodInStockPath } from '../support/checkout-journey.ts';
import { SHOP_URL } from '../support/emulators.ts';
import { useJourneyPages } from '../support/journey-pages.ts';

const WAIT = { timeout: 20_000 };
const pageAt = useJourneyPages('forms-guidance');

const isFocused = (field: Locator) => field.evaluate((element) => element === document.activeElement);

describe.each(Object.entries(WALKTHROUGH_SCREENS))('checkout on a %s', (_name, screen) => {
  it('moves the focus to the first field in error after an empty submit', async () => {
    const page = await pageAt(screen);
    const form = await checkoutWithOneGood(page, db);
    await page.getByRole('button', { name: 'Підтвердити замовлення' }).click();
    const name = form.getByLabel(/^Ім’я та прізвище/);
    await expect.poll(() => isFocused(name)).toBe(true);
    expect(await name.evaluate((element) => element.getBoundingClientRect().top >= 0)).toBe(true);
  });
});

describe('checkout on a phone', () => {
  it('shows no Ukrposhta errors before anything is typed there, and names what is wrong with a name', async () => {
    const page = await pageAt(WALKTHROUGH_SCREENS.phone);
    const form = await checkoutWithOneGood(page, db);
    await page.getByRole('button', { name: 'Підтвердити замовлення' }).click();
    await form.getByLabel(/^Ім’я та прізвище/).and(form.locator('[aria-invalid="true"]')).waitFor(WAIT);
    await form.getByRole('radio', { name: 'Укрпошта' }).check();
    const delivery = form.getByRole('group', { name: 'Доставка' });
    await delivery.getByRole('radio', { name: 'У відділення Укрпошти' }).waitFor(WAIT);
    expect(await delivery.locator('[aria-invalid="true"]').count()).toBe(0);
    expect(await form.textContent()).toContain('Вкажіть ім’я та прізвище одержувача: за ними видадуть посилку.');

    await form.getByLabel(/^Ім’я та прізвище/).fill('О');
    await page.getByRole('button', { name: 'Підтвердити замовлення' }).click();
    await expect.poll(() => form.textContent()).toContain('Ім’я закоротке: напишіть ім’я та прізвище повністю.');
    expect(await form.textContent()).not.toMatch(/без [<‹]/);
  });
});

describe('the cart on a phone', () => {
  it('says how many there are when the quantity is above stock, and the plus stops at the stock', async () => {
    const path = await goodInStockPath(db);
    const stock = (await db.doc(`goods/${path.split('/').pop()!}`).get()).get('quantity') as number;
    const page = await pageAt(WALKTHROUGH_SCREENS.phone);
    await openPage(page, `${SHOP_URL}${path}`);
    await page.getByRole('button', { name: 'Купити', exact: true }).first().tap(WAIT);
    await page.getByRole('button', { name: 'У кошику', exact: true }).first().waitFor(WAIT);
    await page.getByRole('banner').getByRole('button', { name: /^Кошик, товарів: 1/ }).tap();
    const dialog = page.getByRole('dialog');
    const quantity = dialog.getByRole('textbox', { name: 'Кількість' });
    const plus = dialog.getByRole('button', { name: /^Збільшити кількість/ });

    await quantity.fill(String(stock));
    await quantity.press('Enter');
    await expect.poll(() => plus.isDisabled()).toBe(true);

    await quantity.fill(String(stock + 1));
    await quantity.press('Enter');
    await expect.poll(() => dialog.getByRole('status').filter({ hasText: 'У наявності лише' }).textContent()).toContain(`У наявності лише ${stock}.`);
  });
});
