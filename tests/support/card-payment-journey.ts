// A guest's card order in Chromium, from checkout to the payment stand-in's hosted page and back
// to the shop's /paymentreturn/{id} (functions/test/payment-stand-in: 4242… pays, 4000…0002 is declined).
import type { Firestore } from 'firebase-admin/firestore';
import type { Locator, Page } from 'playwright-core';
import { checkoutWithOneGood } from './checkout-journey.ts';
import { chooseNovaPoshtaBranch } from './nova-poshta-picker.ts';

const WAIT = { timeout: 20_000 };

export const STAND_IN_CARDS = { approved: '4242 4242 4242 4242', declined: '4000 0000 0000 0002' } as const;

/** Places a guest's order paid by card and pays on the stand-in's page; answers the order's id once back on the shop. */
export async function payByCardAsGuest(page: Page, db: Firestore, name: string, cardNumber: string, email?: string): Promise<string> {
  return payByCardFromCheckout(page, await checkoutWithOneGood(page, db), name, cardNumber, email);
}

/** Fills checkout's form (already open with goods in the cart), chooses the card and pays on the stand-in's page. */
export async function payByCardFromCheckout(page: Page, form: Locator, name: string, cardNumber: string, email?: string): Promise<string> {
  await form.getByLabel(/^Ім’я та прізвище/).fill(name);
  await form.getByLabel(/^Телефон/).fill('067 123 45 67');
  // With an email the shop writes to the guest, and the ADMIN sees those messages in the history.
  if (email) await form.getByLabel(/^Email/).fill(email);
  await chooseNovaPoshtaBranch(form, { type: 'Київ', choose: 'Київ, Київська обл.' }, { type: '12', choose: /^№12:/ });
  await form.getByRole('radio', { name: 'Оплатити карткою' }).check();
  await page.getByRole('button', { name: 'Підтвердити замовлення' }).click();
  await page.waitForURL(/\/pay\//, WAIT);
  await page.getByLabel('Номер картки').fill(cardNumber);
  await page.getByRole('button', { name: 'Сплатити' }).click();
  await page.waitForURL(/\/paymentreturn\//, WAIT);
  return decodeURIComponent(new URL(page.url()).pathname.split('/').pop()!);
}
