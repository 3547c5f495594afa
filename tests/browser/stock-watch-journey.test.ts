// "Повідомити, коли з’явиться" on a phone (390 px, touch) in Ukrainian: a shopper subscribes on a
// sold-out colour, confirms by the mailed link, gets one mail with a link to the colour when it
// is back, and unsubscribes by the mail's link; the lot form on a colour in stock. One English
// check first, while the colour is still sold out: the form's words and its refusal of a
// malformed address, before any call is made.
import { getApps, initializeApp } from 'firebase-admin/app';
import { getFirestore } from 'firebase-admin/firestore';
import { randomUUID } from 'node:crypto';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { launchChromium, openPage, screenshotOnFailure, WALKTHROUGH_SCREENS } from '../support/browser.ts';
import { SHOP_URL } from '../support/emulators.ts';
import { black, grey, path, removeYarnLine, writeYarnLine } from '../support/yarn-line-data.ts';

const WAIT = { timeout: 20_000 };
const db = getFirestore(getApps()[0] ?? initializeApp({ projectId: process.env.GCLOUD_PROJECT }));

type Mail = { to: string; message: { subject: string; text: string }; createdAt: { toMillis(): number } };
async function mailsTo(email: string): Promise<Mail[]> {
  const snap = await db.collection('mail').where('to', '==', email).get();
  return snap.docs.map((d) => d.data() as Mail).sort((a, b) => a.createdAt.toMillis() - b.createdAt.toMillis());
}
const linkIn = (mail: Mail, page: 'confirm' | 'unsubscribe') => new RegExp(`${SHOP_URL}/stockwatch/${page}/\\S+`).exec(mail.message.text)?.[0] ?? '';

let browser: Browser;
let context: BrowserContext;
let page: Page;
beforeAll(async () => {
  await writeYarnLine();
  browser = await launchChromium();
});
afterAll(async () => {
  await browser?.close();
  await removeYarnLine();
});
afterEach(async (test) => {
  await screenshotOnFailure(page, `stock-watch-${test.task.name}`, test.task.result?.state === 'fail');
  await context?.close();
});

async function phonePage(): Promise<Page> {
  context = await browser.newContext({ ...WALKTHROUGH_SCREENS.phone, locale: 'uk-UA' });
  page = await context.newPage();
  return page;
}

describe('in English', () => {
  it('words the form in English and refuses a malformed address before calling the shop', async () => {
    await phonePage();
    const calls: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/api/watchstock')) calls.push(request.url());
    });
    await openPage(page, `${SHOP_URL}${path(black)}?lang=en`);
    const form = page.getByRole('form', { name: 'Tell me when it is back' });
    await form.getByLabel('Your email').fill('olena@');
    await form.getByRole('button', { name: 'Notify me' }).tap();
    await expect.poll(() => form.getByRole('alert').textContent(), WAIT).toBe('Please enter an email address, e.g. olena@example.com.');
    expect(calls).toEqual([]);
  });
});

describe('back in stock on a phone, in Ukrainian', () => {
  it('subscribes on a sold-out colour, confirms, gets one mail when it is back, and unsubscribes', async () => {
    const email = `knitter-${randomUUID().slice(0, 8)}@test.yarnshop.test`;
    await phonePage();
    await openPage(page, `${SHOP_URL}${path(black)}`);
    const form = page.getByRole('form', { name: 'Повідомити, коли з’явиться' });
    await expect.poll(() => form.isVisible(), WAIT).toBe(true);
    // The form fits the phone's width: nothing sticks out to the side.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await form.getByLabel('Ваша електронна пошта').tap();
    await form.getByLabel('Ваша електронна пошта').fill(email);
    await form.getByRole('button', { name: 'Повідомити мене' }).tap();
    await expect.poll(() => page.getByRole('status').filter({ hasText: 'Перевірте пошту' }).isVisible(), WAIT).toBe(true);

    const [confirmation] = await mailsTo(email);
    expect(confirmation!.message.subject).toBe('Підтвердьте підписку в Крамниці пряжі');
    await openPage(page, linkIn(confirmation!, 'confirm'));
    await expect.poll(() => page.getByRole('status').filter({ hasText: /^Адресу підтверджено/ }).isVisible(), WAIT).toBe(true);

    // A new lot comes in: the trigger mails her once, with the colour's address.
    await db.collection('goods').doc(black.id).update({ lots: [{ lot: 'D4', quantity: 0 }, { lot: 'E5', quantity: 6 }], quantity: 6 });
    await expect.poll(async () => (await mailsTo(email)).length, WAIT).toBe(2);
    const notice = (await mailsTo(email))[1]!;
    expect(notice.message.subject).toMatch(/знову в наявності$/);
    expect(notice.message.text).toContain(`${SHOP_URL}${path(black)}`);

    await openPage(page, linkIn(notice, 'unsubscribe'));
    await expect.poll(() => page.getByRole('status').filter({ hasText: /^Ви відписалися/ }).isVisible(), WAIT).toBe(true);
  });

  it('the lot form on a colour in stock asks for the skeins of one lot', async () => {
    const email = `lot-${randomUUID().slice(0, 8)}@test.yarnshop.test`;
    await phonePage();
    await openPage(page, `${SHOP_URL}${path(grey)}`);
    // In stock: no "when it is back", only the lot form, folded.
    expect(await page.getByRole('form', { name: 'Повідомити, коли з’явиться' }).count()).toBe(0);
    await page.getByText('Повідомити про нову партію від N мотків').tap();
    const form = page.getByRole('form', { name: 'Повідомити про нову партію від N мотків' });
    await form.getByLabel('Скільки мотків потрібно з однієї партії').fill('12');
    await form.getByLabel('Ваша електронна пошта').fill(email);
    await form.getByRole('button', { name: 'Повідомити мене' }).tap();
    await expect.poll(() => page.getByRole('status').filter({ hasText: 'Перевірте пошту' }).isVisible(), WAIT).toBe(true);
    const watches = await db.collection('stockWatches').where('goodId', '==', grey.id).get();
    expect(watches.docs.map((d) => d.get('minSkeins'))).toEqual([12]);
  });
});

