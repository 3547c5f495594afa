// Logging in as a seeded account through /login, as the ADMIN journeys and a returning shopper start.
import type { Page } from 'playwright-core';
import { SHOP_URL } from './emulators.ts';

const WAIT = { timeout: 20_000 };

/** Logs in through the /login page's form and waits until the session is stored. */
export async function logIn(page: Page, username: string, password: string): Promise<void> {
  await page.goto(`${SHOP_URL}/login`, { waitUntil: 'domcontentloaded' });
  const form = page.getByRole('region', { name: 'Вхід' });
  await form.getByLabel('Email або ім’я користувача').fill(username, WAIT);
  await form.getByLabel('Пароль', { exact: true }).fill(password);
  await form.getByRole('button', { name: 'Увійти' }).click();
  await page.waitForFunction(() => localStorage.getItem('isLogged') === 'true', undefined, WAIT);
}

export function logInAsAdmin(page: Page): Promise<void> {
  return logIn(page, 'admin', 'Admin12345!');
}
