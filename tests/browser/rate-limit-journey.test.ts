// The shop's rate limits as a shopper meets them in real Chromium: the callback form sends the
// last request an hour allows for a phone, and the next one shows, in Ukrainian, how long to wait;
// the password-recovery form does the same in English. The counts are set in Firestore, where
// the limiter reads them, rather than reached by sending a limit's worth of requests.
import { randomInt, randomUUID } from 'node:crypto';
import type { Browser, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { mailboxKey, RATE_RULES } from '../../functions/src/http/rate-limit-rules.ts';
import { forgetBuckets, leaveRoom, stemsFor } from '../../functions/test/rate-limit-support.ts';
import { launchChromium, openPage, screenshotOnFailure, VIEWPORTS } from '../support/browser.ts';
import { SHOP_URL } from '../support/emulators.ts';

const HOUR = 3600;
const WAIT = { timeout: 20_000 };

let browser: Browser;
let page: Page;
beforeAll(async () => {
  browser = await launchChromium();
  page = await browser.newPage({ viewport: VIEWPORTS.desktop });
});
afterEach(async (context) => {
  await screenshotOnFailure(page, `rate-limit-${context.task.name}`, context.task.result?.state === 'fail');
  await forgetBuckets();
});
afterAll(async () => {
  await browser?.close();
});

describe('rate limits in the SPA', () => {
  it('callback form: the last request of the hour is sent, the next says how many minutes to wait', async () => {
    const phone = `067${randomInt(1_000_000, 9_999_999)}`;
    const stems = stemsFor(RATE_RULES.callbackPerPhone, phone.slice(-9));
    await leaveRoom(stems, HOUR, 1);
    await openPage(page, SHOP_URL);

    const ask = async () => {
      await page.getByRole('button', { name: 'Передзвоніть мені' }).first().click();
      const dialog = page.getByRole('dialog', { name: 'Замовити зворотний дзвінок' });
      await dialog.getByLabel('Номер телефону').fill(phone, WAIT);
      await dialog.getByRole('button', { name: 'Чекаю дзвінка' }).click();
      return dialog;
    };
    const first = await ask();
    await expect.poll(() => first.getByRole('status').textContent()).toBe('Дякуємо! Ми вам передзвонимо.');
    await page.keyboard.press('Escape');

    const second = await ask();
    const alert = second.getByRole('alert');
    await alert.waitFor(WAIT);
    expect(await alert.textContent()).toMatch(/^Забагато запитів\. Спробуйте знову через \d+ хвилин[уи]?\.$/);
    // The form stays, with what the shopper typed (in the phone mask's form), for a later try.
    expect((await second.getByLabel('Номер телефону').inputValue()).replace(/\D/g, '')).toBe(`38${phone}`);
    await forgetBuckets(stems);
  });

  it('password recovery in English: a full mailbox says how long to wait', async () => {
    const email = `limit-${randomUUID().slice(0, 8)}@test.yarnshop.test`;
    const stems = stemsFor(RATE_RULES.accountMailPerEmail, mailboxKey(email));
    await leaveRoom(stems, HOUR, 0);
    await openPage(page, `${SHOP_URL}/login?lang=en`);
    await page.getByRole('button', { name: 'Forgot password?' }).click();
    const form = page.getByRole('region', { name: 'Password recovery' });
    await form.getByLabel('Email').fill(email, WAIT);
    await form.getByRole('button', { name: 'Send link' }).click();
    const alert = form.getByRole('alert');
    await alert.waitFor(WAIT);
    expect(await alert.textContent()).toMatch(/^Too many requests\. Please try again in \d+ minutes?\.$/);
    await forgetBuckets(stems);
  });
});
