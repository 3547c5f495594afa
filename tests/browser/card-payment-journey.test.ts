// The SPA's card payment in real Chromium against the emulators and the payment stand-in,
// on a phone that taps (390 px) and a laptop (1366 px): (a) a guest pays by card on the provider's
// page, comes back and sees the order paid (held), after a reload too; (b) the ADMIN reserves and
// confirms it and the customer's order shows the receipt's fiscal number; (c) a declined card, then
// "Оплатити при отриманні" for the same order.
import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { db } from '../../functions/src/admin.ts';
import { logInAsAdmin } from '../support/admin-session.ts';
import { openPage, WALKTHROUGH_SCREENS } from '../support/browser.ts';
import { payByCardAsGuest, STAND_IN_CARDS } from '../support/card-payment-journey.ts';
import { SHOP_URL } from '../support/emulators.ts';
import { useJourneyPages } from '../support/journey-pages.ts';

const WAIT = { timeout: 20_000 };
const HELD = 'Оплату отримано: кошти заблоковано до підтвердження замовлення';
const pageAt = useJourneyPages('card-payment-journey');
const cardOf = async (id: string) => (await db.collection('shoppingCards').doc(id).get()).data()!;
const shopper = () => `Олена Картка ${randomUUID().slice(0, 4)}`;

describe.each(Object.entries(WALKTHROUGH_SCREENS))('card payment on a %s', (_name, screen) => {
  it('(a) a guest pays by card, comes back and sees the order paid (held), after a reload too', async () => {
    const page = await pageAt(screen);
    const cardId = await payByCardAsGuest(page, db, shopper(), STAND_IN_CARDS.approved);
    await page.getByText(HELD).waitFor(WAIT);
    // The guest's order is remembered and the cart emptied, as for cash on delivery.
    expect(JSON.parse((await page.evaluate(() => localStorage.getItem('orders'))) ?? '[]')).toContainEqual({ orderId: cardId });
    expect(await page.evaluate(() => localStorage.getItem('shoppingCard'))).toBeNull();
    await page.reload({ waitUntil: 'domcontentloaded' });
    await page.getByText(HELD).waitFor(WAIT);
    await page.getByRole('link', { name: 'Перейти до замовлення' }).click();
    const payment = page.getByRole('article').getByRole('region', { name: 'Оплата' });
    await payment.getByText(`Оплата карткою: ${HELD}`).waitFor(WAIT);
    expect((await cardOf(cardId)).cardPayment).toMatchObject({ state: 'held' });
  });

  it('(b) the ADMIN reserves and confirms the paid order; the customer sees the receipt’s fiscal number', async () => {
    const page = await pageAt(screen);
    const cardId = await payByCardAsGuest(page, db, shopper(), STAND_IN_CARDS.approved, `card-${randomUUID().slice(0, 8)}@test.yarnshop.test`);
    await page.getByText(HELD).waitFor(WAIT);
    const number = (await cardOf(cardId)).shoppingCardId as number;

    const admin = await pageAt(screen);
    await logInAsAdmin(admin);
    await openPage(admin, `${SHOP_URL}/ordersmanager`);
    await admin.getByRole('main').getByRole('combobox', { name: 'Оплата' }).selectOption({ label: 'Карткою: кошти заблоковано' }, WAIT);
    await admin.getByRole('main').getByRole('searchbox', { name: 'Пошук', exact: true }).fill(`№${number}`);
    const article = admin.getByRole('article', { name: `Замовлення №${number}` });
    await article.getByRole('button', { name: new RegExp(`Замовлення №${number}.*Картка: заблоковано`) }).click(WAIT);
    await article.getByText('Лист покупцеві: оплату отримано').waitFor(WAIT);
    for (const status of ['Зарезервоване', 'Підтверджене']) {
      await article.getByRole('button', { name: `Перевести в стан «${status}»` }).click(WAIT);
      await article.locator('[data-status]').getByText(status, { exact: true }).waitFor(WAIT);
    }
    await expect.poll(async () => (await cardOf(cardId)).receipts?.[0]?.fiscalCode ?? null, { timeout: 30_000 }).toBeTruthy();
    const fiscalCode = (await cardOf(cardId)).receipts[0].fiscalCode as string;

    await openPage(page, `${SHOP_URL}/unregistereduserpage`);
    const payment = page.getByRole('article', { name: `Замовлення №${number}` }).getByRole('region', { name: 'Оплата' });
    await payment.getByText(`фіскальний номер ${fiscalCode}`).waitFor(WAIT);
    await payment.getByRole('link', { name: 'Чек' }).waitFor(WAIT);
  });

  it('(c) a declined card, then "Оплатити при отриманні" for the same order', async () => {
    const page = await pageAt(screen);
    const cardId = await payByCardAsGuest(page, db, shopper(), STAND_IN_CARDS.declined);
    await page.getByText('Картку відхилено, кошти не списано.').waitFor(WAIT);
    await page.getByRole('button', { name: 'Спробувати ще раз' }).waitFor();
    await page.getByRole('button', { name: 'Оплатити при отриманні' }).click();
    await page.getByText('Замовлення оплачується при отриманні.').waitFor(WAIT);
    expect(await cardOf(cardId)).toMatchObject({ payment: 'cod', status: 'UNCONFIRMED' });
    await page.getByRole('link', { name: 'Перейти до замовлення' }).click();
    await page.getByRole('article').getByRole('region', { name: 'Оплата' }).getByText('Оплата при отриманні', { exact: true }).waitFor(WAIT);
  });
});
