// The parcel's recipient is a person, not a login: checkout never fills the name field with the
// user name (it starts from a real name the customer gave at an earlier checkout, else empty with
// a hint), and the ADMIN's waybill panel warns, without refusing, when the recipient does not
// read as a first and last name. On the phone (touch) and the laptop the walk-through used.
import { describe, expect, it } from 'vitest';
import { db } from '../../functions/src/admin.ts';
import { createTestUser } from '../../functions/test/auth-tokens.ts';
import { confirmedCard, withTestSettings } from '../../functions/test/emulator/waybill-support.ts';
import { logIn, logInAsAdmin } from '../support/admin-session.ts';
import { WALKTHROUGH_SCREENS } from '../support/browser.ts';
import { checkoutWithOneGood } from '../support/checkout-journey.ts';
import { useJourneyPages } from '../support/journey-pages.ts';
import { openOrderInManager } from '../support/orders-manager.ts';

const WAIT = { timeout: 20_000 };
const pageAt = useJourneyPages('recipient-name');
withTestSettings();

describe.each([
  ['390 px touch', WALKTHROUGH_SCREENS.phone],
  ['1366 px', WALKTHROUGH_SCREENS.desktop],
] as const)('the recipient’s name at %s', (_name, screen) => {
  it('a customer with no earlier order finds the name field empty and told whose name it wants, not her user name', async () => {
    const customer = await createTestUser('user');
    const page = await pageAt(screen);
    await logIn(page, customer.email, 'Test12345!');
    const form = await checkoutWithOneGood(page, db);
    const name = form.getByLabel(/^Ім’я та прізвище/);
    await name.waitFor(WAIT);
    // The session has arrived once the phone or email is in; the name stays empty.
    await expect.poll(() => form.getByLabel(/^Email/).inputValue(), WAIT).toBe(customer.email);
    expect(await name.inputValue()).toBe('');
    await form.getByText('Одержувача посилки, як у документі', { exact: false }).waitFor(WAIT);
  });

  it('a customer who gave her name at an earlier checkout starts from it', async () => {
    const customer = await createTestUser('user');
    await confirmedCard('branch', undefined, customer); // ordered as «Олена Тестова»
    const page = await pageAt(screen);
    await logIn(page, customer.email, 'Test12345!');
    const form = await checkoutWithOneGood(page, db);
    await expect.poll(() => form.getByLabel(/^Ім’я та прізвище/).inputValue(), WAIT).toBe('Олена Тестова');
  });

  it('the ADMIN is warned about a recipient who is a login name, and may still make the waybill', async () => {
    const loginNamed = await confirmedCard();
    await db.doc(`shoppingCards/${loginNamed.id}`).update({ 'customer.name': 'mariatest1' });
    const named = await confirmedCard();
    const page = await pageAt(screen);
    await logInAsAdmin(page);

    const warned = (await openOrderInManager(page, loginNamed.number)).getByRole('region', { name: 'Накладна' });
    await warned.getByRole('note').getByText('Одержувач «mariatest1» не схожий на ім’я та прізвище', { exact: false }).waitFor(WAIT);
    expect(await warned.getByRole('button', { name: 'Створити накладну' }).isEnabled()).toBe(true);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(screen.viewport.width);

    const fine = (await openOrderInManager(page, named.number)).getByRole('region', { name: 'Накладна' });
    await fine.getByRole('button', { name: 'Створити накладну' }).waitFor(WAIT);
    expect(await fine.getByRole('note').count()).toBe(0);
  }, 120_000);
});
