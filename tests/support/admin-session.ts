// Logging in as the seeded ADMIN through /login, as the ADMIN journeys start.
import type { Page } from 'playwright-core';
import { SHOP_URL } from './emulators.ts';

const WAIT = { timeout: 20_000 };

/** Logs in through the /login page's form and waits until the session is stored. */
export async function logInAsAdmin(page: Page): Promise<void> {
  await page.goto(`${SHOP_URL}/login`, { waitUntil: 'domcontentloaded' });
  const form = page.getByRole('region', { name: 'Вхід' });
  await form.getByLabel('Email або ім’я користувача').fill('admin', WAIT);
  await form.getByLabel('Пароль', { exact: true }).fill('Admin12345!');
  await form.getByRole('button', { name: 'Увійти' }).click();
  await page.waitForFunction(() => localStorage.getItem('isLogged') === 'true', undefined, WAIT);
}
