// The back office on a laptop (1366 px): the orders manager is in the
// "Адміністрування" menu; an order's history names people, not internal ids; the tracking number's
// hint does not deny the waybill button above it; Ukrposhta's waybill button is not offered while
// the shop has no Ukrposhta sender, which the panel says how to set up.
import { FieldValue, Timestamp } from 'firebase-admin/firestore';
import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { db } from '../../functions/src/admin.ts';
import { confirmedCard, withTestSettings } from '../../functions/test/emulator/waybill-support.ts';
import { logInAsAdmin } from '../support/admin-session.ts';
import { openPage, WALKTHROUGH_SCREENS } from '../support/browser.ts';
import { SHOP_URL } from '../support/emulators.ts';
import { useJourneyPages } from '../support/journey-pages.ts';

const WAIT = { timeout: 20_000 };
const pageAt = useJourneyPages('back-office-guidance');
withTestSettings(); // no Ukrposhta sender (the seed's settings, put back afterwards)

async function openOrder(page: Page, number: number): Promise<Locator> {
  await page.getByRole('heading', { level: 1, name: 'Менеджер замовлень' }).waitFor(WAIT);
  await page.getByRole('main').getByRole('searchbox', { name: 'Пошук', exact: true }).fill(`№${number}`);
  const article = page.getByRole('article', { name: `Замовлення №${number}` });
  await article.getByRole('button', { name: new RegExp(`Замовлення №${number}`) }).click(WAIT);
  return article;
}

describe('the back office on a laptop', () => {
  it('reaches the orders manager from the admin menu', async () => {
    const page = await pageAt(WALKTHROUGH_SCREENS.desktop);
    await logInAsAdmin(page);
    await openPage(page, `${SHOP_URL}/`);
    await page.getByRole('button', { name: 'Адміністрування' }).click(WAIT);
    await page.getByRole('link', { name: 'Менеджер замовлень' }).click(WAIT);
    await page.waitForURL(/\/ordersmanager$/, WAIT);
    await page.getByRole('heading', { level: 1, name: 'Менеджер замовлень' }).waitFor(WAIT);
  });

  it('shows who changed an order in words, and a tracking-number hint that fits the waybill button', async () => {
    const order = await confirmedCard();
    const at = Timestamp.now();
    await db.doc(`shoppingCards/${order.id}`).update({
      history: [
        { status: 'UNCONFIRMED', at, actor: 'user:iFVnTestCustomer' },
        { status: 'CONFIRMED', at, actor: 'admin:seed-admin' },
      ],
    });
    const page = await pageAt(WALKTHROUGH_SCREENS.desktop);
    await logInAsAdmin(page);
    await openPage(page, `${SHOP_URL}/ordersmanager`);
    const article = await openOrder(page, order.number);
    const history = article.getByRole('heading', { name: 'Історія' }).locator('xpath=following-sibling::ol[1]');
    await history.waitFor(WAIT);
    const text = await history.textContent();
    expect(text).not.toMatch(/user:|admin:|seed-admin/);
    expect(text).toContain('Покупець');
    expect(text).toContain('Адміністратор');
    // The number typed by hand is the other way, not a denial of the button above it.
    await article.getByRole('region', { name: 'Накладна' }).getByRole('button', { name: 'Створити накладну' }).waitFor(WAIT);
    expect(await article.textContent()).not.toContain('магазин не створює накладну');
  });

  it('offers no Ukrposhta waybill without a Ukrposhta sender, and says where to set one', async () => {
    const order = await confirmedCard();
    await db.doc(`shoppingCards/${order.id}`).update({
      'delivery.carrier': 'ukrposhta',
      'delivery.branch': '79000',
      'delivery.ukrposhta': { postOfficeId: '1257', postcode: '79000' },
      'delivery.novaPoshta': FieldValue.delete(),
    });
    const page = await pageAt(WALKTHROUGH_SCREENS.desktop);
    await logInAsAdmin(page);
    await openPage(page, `${SHOP_URL}/ordersmanager`);
    const waybill = (await openOrder(page, order.number)).getByRole('region', { name: 'Накладна' });
    await waybill.getByRole('link', { name: 'налаштуваннях доставки' }).waitFor(WAIT);
    expect(await waybill.getByRole('button', { name: 'Створити накладну' }).count()).toBe(0);
  });
});
