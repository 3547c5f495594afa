// Signing up with an address that already has an account, in real Chromium: the shop answers
// exactly as for a new address (the same check-email page and words), so the screen tells nobody
// whether the address is taken; the address's owner gets a mail saying someone tried.
import { getApps, initializeApp } from 'firebase-admin/app';
import { getFirestore } from 'firebase-admin/firestore';
import type { Browser, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { SHOP_URL } from '../support/emulators.ts';
import { launchChromium, screenshotOnFailure, VIEWPORTS } from '../support/browser.ts';

const db = () => getFirestore(getApps()[0] ?? initializeApp({ projectId: process.env.GCLOUD_PROJECT }));

async function subjectsTo(email: string): Promise<string[]> {
  const snap = await db().collection('mail').where('to', '==', email).get();
  return snap.docs.map((doc) => doc.get('message.subject') as string);
}

let browser: Browser;
let page: Page;
beforeAll(async () => {
  browser = await launchChromium();
  // The mail's language follows the browser's when no choice is kept: Ukrainian, as the page.
  page = await browser.newPage({ viewport: VIEWPORTS.phone, locale: 'uk-UA' });
});
afterEach(async (context) => {
  await screenshotOnFailure(page, `registration-taken-${context.task.name}`, context.task.result?.state === 'fail');
});
afterAll(async () => {
  await browser?.close();
});

/** Signs up on /signup and answers the page's heading and text once it has moved on. */
async function signUp(email: string, username: string): Promise<string> {
  await page.goto(`${SHOP_URL}/signup`, { waitUntil: 'domcontentloaded' });
  const form = page.getByRole('region', { name: 'Реєстрація' });
  await form.getByLabel('Email').fill(email);
  await form.getByLabel('Телефон').fill('067 123 45 67');
  await form.getByLabel('Ім’я користувача').fill(username);
  await form.getByLabel('Пароль', { exact: true }).fill('Knit2gether');
  await form.getByLabel('Повторіть пароль').fill('Knit2gether');
  await form.getByRole('button', { name: 'Зареєструватися' }).click();
  await page.waitForURL(`${SHOP_URL}/checkemailmessage`, { timeout: 20_000 });
  await page.getByRole('heading', { name: 'Перевірте пошту' }).waitFor();
  return page.getByRole('main').innerText();
}

describe('signing up with a taken address', () => {
  it('shows the same check-email page as a new address, and the owner is mailed', async () => {
    const id = Date.now().toString(36);
    const email = `taken-${id}@test.yarnshop.test`;
    const first = await signUp(email, `Taken_${id}`);
    expect(first).toContain('Ми надіслали листа на цю адресу');
    const again = await signUp(email, `Taker_${id}`);
    expect(again).toBe(first);
    await expect.poll(() => subjectsTo(email), { timeout: 20_000 }).toContain('Спроба реєстрації в Крамниці пряжі з вашою адресою');
  });
});
