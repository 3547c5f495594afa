// The owner's Telegram alerts on /admin/settings in real Chromium, at 390 px (touch) and 1366 px, in
// Ukrainian and English: the ADMIN asks for a code, "sends" it to the bot (the Telegram stand-in
// posts the update to the shop's webhook), and the screen shows the linked chat by itself; an
// alert that could not be delivered is listed with Telegram's words. Each screen fits its width,
// has no serious axe finding, and is saved as a screenshot (test-results/screenshots/alerts-*.png).
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { db } from '../../functions/src/admin.ts';
import { logInAsAdmin } from '../support/admin-session.ts';
import { runAxe } from '../support/axe.ts';
import { WALKTHROUGH_SCREENS } from '../support/browser.ts';
import { SHOP_URL } from '../support/emulators.ts';
import { useJourneyPages } from '../support/journey-pages.ts';

const WAIT = { timeout: 20_000 };
const SHOTS = join(process.cwd(), 'test-results', 'screenshots');
const TELEGRAM_URL = process.env.TELEGRAM_STAND_IN_URL ?? 'http://127.0.0.1:4630';
const pageAt = useJourneyPages('admin-alerts');
const TEXTS = {
  ua: { title: 'Сповіщення в Telegram', link: 'Підключити Telegram', linked: 'Підключено чат: Олена @olena_yarn', problems: 'Не доставлено', save: 'Зберегти сповіщення' },
  en: { title: 'Alerts in Telegram', link: 'Connect Telegram', linked: 'Linked chat: Олена @olena_yarn', problems: 'Not delivered', save: 'Save alerts' },
} as const;

async function telegram(path: string, body: Record<string, unknown>) {
  const res = await fetch(`${TELEGRAM_URL}/${path}`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(body) });
  expect(res.status).toBe(200);
}

beforeAll(async () => {
  await telegram('botstand-in-token/setWebhook', { url: `${SHOP_URL}/api/telegramwebhook`, secret_token: 'stand-in' });
  await db.collection('settings').doc('alerts').delete();
});
afterAll(async () => {
  await db.collection('settings').doc('alerts').delete();
  await db.collection('ownerAlerts').doc('card:alerts-journey:new').delete();
});

async function fits(page: Page, name: string): Promise<void> {
  const width = page.viewportSize()!.width;
  expect(await page.evaluate(() => document.documentElement.scrollWidth), `${name} fits`).toBeLessThanOrEqual(width);
  const serious = (await runAxe(page, 'section[aria-labelledby="alert-settings-title"]')).filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(serious.map((v) => `${v.id}: ${v.nodes.map((n) => n.html).join(' | ')}`), name).toEqual([]);
  mkdirSync(SHOTS, { recursive: true });
  await page.screenshot({ path: join(SHOTS, `alerts-${name}-${width}.png`), fullPage: true });
}

describe.each([
  ['390 px', WALKTHROUGH_SCREENS.phone],
  ['1366 px', WALKTHROUGH_SCREENS.desktop],
] as const)('alert settings at %s', (_name, screen) => {
  it.each(['ua', 'en'] as const)('in %s: link the chat with a code, see a failed alert', async (language) => {
    await db.collection('settings').doc('alerts').delete();
    const text = TEXTS[language];
    const page = await pageAt(screen);
    await logInAsAdmin(page);
    await page.context().addCookies([{ name: '__session', value: language, domain: '127.0.0.1', path: '/' }]);
    await page.goto(`${SHOP_URL}/admin/settings`, { waitUntil: 'domcontentloaded' });
    const section = page.getByRole('region', { name: text.title });
    await section.getByRole('button', { name: text.link }).click(WAIT);
    const command = section.locator('code');
    await command.waitFor(WAIT);
    const code = (await command.textContent())!.replace('/start ', '');
    expect(code).toMatch(/^[A-Z2-9]{8}$/);
    await fits(page, `code-${language}`);

    // The owner sends the code from her Telegram; the screen sees the chat on its own.
    await telegram('__stand-in/owner-says', { chatId: 5_550_001, text: `/start ${code}` });
    await section.getByText(text.linked).waitFor(WAIT);

    // An alert Telegram refused shows with its words.
    await db.collection('ownerAlerts').doc('card:alerts-journey:new').set({ event: 'newOrder', text: 'x', state: 'failed', attempts: 1, createdAtMs: Date.now(), lastError: 'Bad Request: chat not found', errorAtMs: Date.now() });
    await page.reload({ waitUntil: 'domcontentloaded' });
    await section.getByRole('heading', { name: text.problems }).waitFor(WAIT);
    await section.getByText('Bad Request: chat not found').first().waitFor(WAIT);
    await section.getByRole('button', { name: text.save }).waitFor(WAIT);
    await fits(page, `linked-${language}`);
  });
});
