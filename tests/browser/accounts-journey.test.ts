// The accounts journey in real Chromium: sign up -> open the link from the outbox ->
// log in by user name -> see the user page -> log out. Desktop signs up through the header's
// panel, the phone through the standalone /signup page.
import { getApps, initializeApp } from 'firebase-admin/app';
import { getFirestore } from 'firebase-admin/firestore';
import type { Browser, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { SHOP_URL } from '../support/emulators.ts';
import { launchChromium, screenshotOnFailure, VIEWPORTS } from '../support/browser.ts';

const db = () => getFirestore(getApps()[0] ?? initializeApp({ projectId: process.env.GCLOUD_PROJECT }));

async function confirmationLink(email: string): Promise<string> {
  for (let i = 0; i < 40; i++) {
    const snap = await db().collection('mail').where('to', '==', email).get();
    const text = snap.docs[0]?.get('message.text') as string | undefined;
    const link = text && /https?:\/\/\S+\/confirmregistration\/\S+/.exec(text)?.[0];
    if (link) return link;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`no confirmation mail for ${email}`);
}

let browser: Browser;
beforeAll(async () => {
  browser = await launchChromium();
});
afterAll(async () => {
  await browser?.close();
});

describe.each(Object.entries(VIEWPORTS))('accounts journey at %s width', (viewportName, viewport) => {
  const id = `${viewportName}${Date.now().toString(36)}`;
  const account = { email: `journey-${id}@test.yarnshop.test`, username: `Journey_${id}`, password: 'Knit2gether' };
  let page: Page;
  beforeAll(async () => {
    page = await browser.newPage({ viewport });
  });
  afterEach(async (context) => {
    await screenshotOnFailure(page, `accounts-${viewportName}-${context.task.name}`, context.task.result?.state === 'fail');
  });
  afterAll(async () => {
    await page.close();
  });

  it('signs up and lands on the check-email page', async () => {
    if (viewportName === 'desktop') {
      await page.goto(SHOP_URL, { waitUntil: 'domcontentloaded' });
      await page.getByRole('button', { name: 'Увійти', exact: true }).click();
      const panel = page.getByRole('dialog', { name: 'Вхід' });
      await panel.getByRole('button', { name: 'Немає акаунта? Зареєструйтеся' }).click();
    } else {
      await page.goto(`${SHOP_URL}/signup`, { waitUntil: 'domcontentloaded' });
    }
    const form = page.getByRole(viewportName === 'desktop' ? 'dialog' : 'region', { name: 'Реєстрація' });
    await form.getByLabel('Email').fill(account.email);
    await form.getByLabel('Телефон').fill('067 123 45 67');
    await form.getByLabel('Ім’я користувача').fill(account.username);
    await form.getByLabel('Пароль', { exact: true }).fill(account.password);
    await form.getByLabel('Повторіть пароль').fill(`${account.password}x`);
    await form.getByRole('button', { name: 'Зареєструватися' }).click();
    await form.getByText('Пароль і повтор пароля мають збігатися.').waitFor();
    await form.getByLabel('Повторіть пароль').fill(account.password);
    await form.getByRole('button', { name: 'Зареєструватися' }).click();
    await page.waitForURL(`${SHOP_URL}/checkemailmessage`, { timeout: 20_000 });
    await page.getByRole('heading', { name: 'Перевірте пошту' }).waitFor();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(viewport.width);
  });

  it('confirms the email with the link from the outbox', async () => {
    const link = await confirmationLink(account.email);
    expect(link.startsWith(`${SHOP_URL}/confirmregistration/`)).toBe(true);
    await page.goto(link, { waitUntil: 'domcontentloaded' });
    await page.getByText('Email підтверджено. Тепер ви можете увійти.').waitFor({ timeout: 20_000 });
  });

  it('logs in by user name, typed in another case, and sees the user page', async () => {
    await page.getByRole('link', { name: 'Увійти' }).click();
    await page.waitForURL(`${SHOP_URL}/login`);
    const form = page.getByRole('region', { name: 'Вхід' });
    await form.getByLabel('Email або ім’я користувача').fill(account.username.toLowerCase());
    await form.getByLabel('Пароль', { exact: true }).fill(account.password);
    await form.getByRole('button', { name: 'Увійти' }).click();
    await page.waitForURL(`${SHOP_URL}/userpage`, { timeout: 20_000 });
    await page.getByRole('heading', { level: 1, name: 'Особистий кабінет' }).waitFor();
    const profile = page.getByRole('region', { name: 'Профіль' });
    await profile.getByText(account.email).waitFor();
    await profile.getByText('+38 (067) 123-45-67').waitFor();
    expect(await page.evaluate(() => localStorage.getItem('isLogged'))).toBe('true');
    // The browser keeps the known-device token that spares it the account's delays next time.
    expect(await page.evaluate(() => localStorage.getItem('knownDevice'))).toMatch(/^kd1\./);
    if (viewportName === 'desktop') await page.getByRole('button', { name: account.username }).waitFor();
  });

  it('keeps the session across a reload', async () => {
    await page.reload({ waitUntil: 'domcontentloaded' });
    await page.getByRole('region', { name: 'Профіль' }).getByText(account.email).waitFor({ timeout: 20_000 });
  });

  it('logs out: the flag is gone and the user page sends a guest home', async () => {
    if (viewportName === 'desktop') {
      // Through the header: the user name's menu opens on hover.
      await page.getByRole('button', { name: account.username }).hover();
      await page.getByRole('banner').getByRole('button', { name: 'Вийти' }).click();
    } else {
      await page.getByRole('main').getByRole('button', { name: 'Вийти' }).click();
    }
    await page.waitForURL(`${SHOP_URL}/`, { timeout: 20_000 });
    // Logout reloads the page; read the flag once the reloaded page is there.
    await page.waitForLoadState('load');
    await expect
      .poll(() => page.evaluate(() => localStorage.getItem('isLogged')).catch(() => 'reloading'), { timeout: 20_000 })
      .toBeNull();
    if (viewportName === 'desktop') await page.getByRole('button', { name: 'Увійти', exact: true }).waitFor();
    await page.goto(`${SHOP_URL}/userpage`, { waitUntil: 'domcontentloaded' });
    await page.waitForURL(`${SHOP_URL}/`, { timeout: 20_000 });
  });
});
