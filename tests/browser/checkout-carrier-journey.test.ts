// A shopper orders to a Nova Poshta parcel locker in real Chromium, at desktop and phone width:
// types "дні", picks Dnipro, finds a locker by its number and orders. The card keeps the
// carrier's refs and the directory's own names (copied from the carrier stand-in).
import { randomUUID } from 'node:crypto';
import { getApps, initializeApp } from 'firebase-admin/app';
import { getFirestore } from 'firebase-admin/firestore';
import type { Browser, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { launchChromium, screenshotOnFailure, VIEWPORTS } from '../support/browser.ts';
import { checkoutWithOneGood } from '../support/checkout-journey.ts';

const app = getApps()[0] ?? initializeApp({ projectId: process.env.GCLOUD_PROJECT });
const db = getFirestore(app);
const WAIT = { timeout: 20_000 };

async function lockerOfDnipro() {
  const settlement = (await db.collection('npSettlements').where('nameLower', '==', 'дніпро').get()).docs[0]!;
  const lockers = await db.collection('npBranches').where('settlementRef', '==', settlement.id).where('kind', '==', 'parcelLocker').get();
  const locker = lockers.docs.map((d) => d.data()).find((b) => b.selectable === true)!;
  return { settlementRef: settlement.id, cityRef: settlement.get('cityRef') as string, locker };
}

let browser: Browser;
beforeAll(async () => {
  browser = await launchChromium();
});
afterAll(async () => {
  await browser?.close();
});

describe.each(Object.entries(VIEWPORTS))('ordering to a parcel locker at %s width', (viewportName, viewport) => {
  let page: Page;
  beforeAll(async () => {
    page = await browser.newPage({ viewport });
  });
  afterEach(async (test) => {
    await screenshotOnFailure(page, `checkout-carrier-${viewportName}-${test.task.name}`, test.task.result?.state === 'fail');
  });
  afterAll(async () => {
    await page?.close();
  });

  it('types a settlement, picks a locker by number, orders', async () => {
    const { settlementRef, cityRef, locker } = await lockerOfDnipro();
    const form = await checkoutWithOneGood(page, db);
    const customer = `Поштомат ${randomUUID().slice(0, 8)}`;
    await form.getByLabel(/^Ім’я та прізвище/).fill(customer);
    await form.getByLabel(/^Телефон/).fill('067 123 45 67');

    const town = form.getByRole('combobox', { name: /^Місто або село/ });
    const branch = form.getByRole('combobox', { name: /^Номер відділення або поштомату/ });
    expect(await branch.isDisabled(), 'no branch before a settlement').toBe(true);
    await town.click();
    await town.pressSequentially('дні');
    const dnipro = form.getByRole('option', { name: 'Дніпро, Дніпропетровська обл.', exact: true });
    await dnipro.waitFor(WAIT);
    expect(await town.getAttribute('aria-expanded')).toBe('true');
    // The keyboard chooses it: the arrow marks the option for screen readers, Enter takes it.
    await page.keyboard.press('ArrowDown');
    expect(await town.getAttribute('aria-activedescendant')).toBe(await dnipro.getAttribute('id'));
    await page.keyboard.press('Enter');
    expect(await town.inputValue()).toBe('Дніпро, Дніпропетровська обл.');

    await branch.click();
    await branch.pressSequentially(locker.number as string);
    const option = form.getByRole('option', { name: new RegExp(`^№${locker.number as string}:`) });
    await option.waitFor(WAIT);
    expect(await option.textContent()).toContain(`Поштомат · до ${locker.maxWeightKg as number} кг`);
    const box = await option.boundingBox();
    expect(box!.x >= 0 && box!.x + box!.width <= viewport.width, 'the option fits the screen').toBe(true);
    await option.click();
    expect(await branch.inputValue()).toBe(`№${locker.number as string}: ${locker.shortAddress as string}`);

    await page.getByRole('button', { name: 'Підтвердити замовлення' }).click();
    await page.getByRole('heading', { name: /Замовлення №\d+ прийнято/ }).waitFor(WAIT);
    const cards = await db.collection('shoppingCards').where('customer.name', '==', customer).get();
    expect(cards.docs.map((d) => d.get('delivery'))).toEqual([
      {
        carrier: 'novaposhta',
        city: 'Дніпро, Дніпропетровська обл.',
        branch: locker.description,
        trackingNumber: null,
        novaPoshta: { settlementRef, cityRef, warehouseRef: locker.ref },
      },
    ]);
    await page.evaluate(() => localStorage.clear());
  }, 120_000);
});
