// The owner's alerts in Telegram against the stand-in the test runner started (tests/support/
// global-setup.ts): the chat is linked by a one-time code sent to the bot through the webhook;
// each event reaches her once; a Telegram that fails is retried and shown in the settings, and never
// stops an order; quiet hours hold alerts for one digest. Triggers run in the Functions emulator,
// so each test waits for the outcome (ADR 8).
import { randomInt } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AlertSettings, AlertSettingsView } from '@domain/owner-alerts';
import { toKyivLocal } from '@domain/kyiv-time';
import { db } from '../../src/admin';
import { queueAndSend } from '../../src/owner-alerts/alert-outbox';
import { readAlertSettings } from '../../src/model/alert-docs';
import { runAlertSchedule } from '../../src/owner-alerts/run-alert-schedule';
import { standInTelegramConfig } from '../../src/telegram/telegram-config';
import type { SentTelegramMessage, TelegramFailure } from '../telegram-stand-in/start';
import { createTestUser, type TestUser } from '../auth-tokens';
import { SHOP_URL } from '../shop-url';
import { makeGood, orderBody, post } from './orders-support';

/** scripts/emulators/telegram-stand-in.ts's port: the stand-in global-setup started. */
const TELEGRAM_URL = process.env.TELEGRAM_STAND_IN_URL ?? 'http://127.0.0.1:4630';
const telegram = standInTelegramConfig(TELEGRAM_URL);
const CHAT_ID = 700_000_000 + randomInt(1_000_000);
const QUIET_OFF: AlertSettings = {
  events: { newOrder: true, paymentHeld: true, paymentFailed: true, parcelTrouble: true, lowStock: true, receiptFailed: true, holdExpiring: true },
  quietHours: { enabled: false, from: '22:00', until: '08:00' },
  lowStockBelow: 3,
};

async function standIn<T>(path: string, body: Record<string, unknown> = {}): Promise<T> {
  const res = await fetch(`${TELEGRAM_URL}/${path}`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(body) });
  expect(res.status, path).toBe(200);
  return (await res.json()) as T;
}
const failNext = (mode: TelegramFailure, match: string, count = 1) => standIn('__stand-in/fail', { mode, match, count });
const sentTo = async (chatId: number) => (await standIn<SentTelegramMessage[]>('__stand-in/sent')).filter((m) => m.chatId === chatId);
const ownerSays = (chatId: number, text: string) => standIn<{ status: number; body: Record<string, unknown> | null }>('__stand-in/owner-says', { chatId, text });
/** Messages to the test's chat that mention `words`. */
const messagesAbout = async (words: string) => (await sentTo(CHAT_ID)).filter((m) => m.text.includes(words));

let admin: TestUser;
let user: TestUser;
const settings = async () => (await post<AlertSettingsView>('/api/getalertsettings', {}, admin)).body;

async function linkChat(chatId: number): Promise<Record<string, unknown> | null> {
  const code = await post<{ code: string; botLink: string | null }>('/api/startalertlink', {}, admin);
  expect(code.status).toBe(200);
  expect(code.body.botLink).toBe(`https://t.me/yarnshop_stand_in_bot?start=${code.body.code}`);
  const answer = await ownerSays(chatId, `/start ${code.body.code}`);
  expect(answer.status).toBe(200);
  return answer.body;
}

async function placeOrder(city = 'Київ', quantity = 1): Promise<{ cardId: string; number: number; goodId: string; status: number }> {
  const goodId = await makeGood({ quantity: 10 });
  const res = await post<{ _id: string; shoppingCardId: number }>('/api/createshoppingcard', orderBody([{ goodId, quantity }], { delivery: { carrier: 'novaposhta', city, branch: '12' } }));
  return { cardId: res.body._id, number: res.body.shoppingCardId, goodId, status: res.status };
}

/** The ADMIN reserves the order: its stock moves then, not when it is placed. */
async function reserve(cardId: string): Promise<void> {
  expect((await post('/api/changeshoppingcardstatus', { shoppingCardId: cardId, status: 'RESERVED' }, admin)).status).toBe(200);
}
const alertOf = async (cardId: string, key = 'new') => (await db.collection('ownerAlerts').doc(`card:${cardId}:${key}`).get()).data();

beforeAll(async () => {
  [admin, user] = await Promise.all([createTestUser('admin'), createTestUser('user')]);
  // Telegram posts the bot's updates to the shop, as `setWebhook` told it (README).
  await standIn('botstand-in-token/setWebhook', { url: `${SHOP_URL}/api/telegramwebhook`, secret_token: telegram.webhookSecret });
  expect((await post('/api/savealertsettings', QUIET_OFF, admin)).status).toBe(200);
  expect(await linkChat(CHAT_ID)).toMatchObject({ method: 'sendMessage', chat_id: CHAT_ID, text: expect.stringContaining('Готово') });
});
// The files after this one place orders too: with no chat linked, they queue no alerts.
afterAll(async () => {
  await db.collection('settings').doc('alerts').delete();
});

describe('linking the owner\'s chat', () => {
  it('learns the chat from the bot\'s update with the code, and shows it in the settings', async () => {
    const view = await settings();
    expect(view.chat).toMatchObject({ title: 'Олена @olena_yarn' });
    expect(view.pendingLinkUntilMs).toBeNull();
    expect((await readAlertSettings()).chat?.id).toBe(CHAT_ID);
  });

  it('a used, wrong or missing code links nothing', async () => {
    const code = (await post<{ code: string }>('/api/startalertlink', {}, admin)).body.code;
    expect((await settings()).pendingLinkUntilMs).toBeGreaterThan(Date.now());
    const stranger = CHAT_ID + 1;
    expect((await ownerSays(stranger, '/start WRONGCOD')).body).toMatchObject({ text: expect.stringContaining('Код не підходить') });
    expect((await ownerSays(stranger, '/start')).body).toMatchObject({ text: expect.stringContaining('/start КОД') });
    expect((await ownerSays(stranger, 'привіт')).body).toEqual({});
    expect((await readAlertSettings()).chat?.id).toBe(CHAT_ID);
    // The right code still works once, from the owner's chat.
    expect(await ownerSays(CHAT_ID, `/start ${code}`)).toMatchObject({ body: { text: expect.stringContaining('Готово') } });
    expect((await ownerSays(stranger, `/start ${code}`)).body).toMatchObject({ text: expect.stringContaining('Код не підходить') });
    expect((await readAlertSettings()).chat?.id).toBe(CHAT_ID);
  });

  it('five wrong codes void the waiting one', async () => {
    const code = (await post<{ code: string }>('/api/startalertlink', {}, admin)).body.code;
    for (let i = 0; i < 5; i += 1) await ownerSays(CHAT_ID + 2, `/start GUESS00${i}`);
    expect((await settings()).pendingLinkUntilMs).toBeNull();
    expect((await ownerSays(CHAT_ID + 2, `/start ${code}`)).body).toMatchObject({ text: expect.stringContaining('Код не підходить') });
    expect((await readAlertSettings()).chat?.id).toBe(CHAT_ID);
  });

  it('an update without the webhook\'s secret is refused and read no further', async () => {
    const update = { update_id: 1, message: { chat: { id: 1, type: 'private' }, text: '/start AAAAAAAA' } };
    for (const headers of [{}, { 'X-Telegram-Bot-Api-Secret-Token': 'guess' }] as Record<string, string>[]) {
      const res = await fetch(`${SHOP_URL}/api/telegramwebhook`, { method: 'POST', headers: { 'Content-Type': 'application/json', ...headers }, body: JSON.stringify(update) });
      expect(res.status).toBe(401);
      expect(((await res.json()) as { error: { code: string } }).error.code).toBe('TELEGRAM_SECRET_INVALID');
    }
  });
});

describe('the settings are the ADMIN\'s alone', () => {
  it.each(['/api/getalertsettings', '/api/savealertsettings', '/api/startalertlink', '/api/unlinkalertchat'])('%s refuses a guest and a user', async (path) => {
    const body = path === '/api/savealertsettings' ? { ...QUIET_OFF, lowStockBelow: 99 } : {};
    expect((await post(path, body)).status).toBe(401);
    expect((await post(path, body, user)).status).toBe(403);
    expect((await readAlertSettings()).lowStockBelow).toBe(3);
    expect((await readAlertSettings()).chat?.id).toBe(CHAT_ID);
  });

  it('refuses empty quiet hours and a threshold out of range, writing nothing', async () => {
    for (const bad of [{ ...QUIET_OFF, quietHours: { enabled: true, from: '22:00', until: '22:00' } }, { ...QUIET_OFF, lowStockBelow: 0 }, { ...QUIET_OFF, chat: { id: 1 } }]) {
      const res = await post<{ error: { code: string } }>('/api/savealertsettings', bad, admin);
      expect(res.status).toBe(400);
      expect(res.body.error.code).toBe('VALIDATION_FAILED');
    }
    expect((await settings()).settings).toEqual(QUIET_OFF);
  });
});

describe('alerts', () => {
  it('a new order reaches the owner once, with its number, total, payment and the city escaped', async () => {
    // Checkout refuses angle brackets in a town; what it lets through is escaped (the unit tests escape the rest).
    const order = await placeOrder('Київ & "Ко"');
    expect(order.status).toBe(201);
    await expect.poll(() => messagesAbout(`№${order.number}</b>`)).toHaveLength(1);
    const [message] = await messagesAbout(`№${order.number}</b>`);
    expect(message!.parseMode).toBe('HTML');
    expect(message!.text).toContain('Оплата: накладений платіж');
    expect(message!.text).toContain('Місто: Київ &amp; &quot;Ко&quot;, Нова пошта');
    await expect.poll(async () => (await alertOf(order.cardId))?.state).toBe('sent');

    // The same write delivered again, and a later write of the card, send nothing more.
    await queueAndSend([{ alertId: `card:${order.cardId}:new`, event: 'newOrder', text: () => 'again' }], await readAlertSettings());
    await reserve(order.cardId);
    const fence = await placeOrder();
    await expect.poll(() => messagesAbout(`№${fence.number}</b>`)).toHaveLength(1);
    expect(await messagesAbout(`№${order.number}</b>`)).toHaveLength(1);
  });

  it('an order is placed while Telegram is down; the alert is tried again later and sent once', async () => {
    // The next order's alert meets a 502 (its number is not known yet; the files run one at a time).
    await failNext('error', 'Нове замовлення');
    const order = await placeOrder();
    expect(order.status).toBe(201);
    await expect.poll(async () => (await alertOf(order.cardId))?.lastError).toContain('502');
    const pending = (await alertOf(order.cardId))!;
    expect(pending).toMatchObject({ attempts: 1, lastError: expect.stringContaining('502') });
    expect(pending.retryAtMs).toBe(pending.errorAtMs + 60_000);
    // A run before the time of the next try leaves it; the first run after tries it.
    expect((await runAlertSchedule({ nowMs: pending.retryAtMs - 1, config: telegram })).tried).not.toHaveProperty(`card:${order.cardId}:new`);
    expect((await runAlertSchedule({ nowMs: pending.retryAtMs, config: telegram })).tried[`card:${order.cardId}:new`]).toBe('sent');
    expect(await alertOf(order.cardId)).toMatchObject({ state: 'sent', attempts: 2 });
    expect(await alertOf(order.cardId)).not.toHaveProperty('retryAtMs');
    expect(await messagesAbout(`№${order.number}</b>`)).toHaveLength(1);
    // A later run sends nothing again.
    expect((await runAlertSchedule({ nowMs: pending.retryAtMs + 3_600_000, config: telegram })).tried).not.toHaveProperty(`card:${order.cardId}:new`);
    // The failure stays in the settings' list, its alert now sent.
    expect((await settings()).problems).toContainEqual(expect.objectContaining({ alertId: `card:${order.cardId}:new`, state: 'sent', event: 'newOrder' }));
  });

  it('"chat not found" is not tried again and is shown in the settings', async () => {
    await failNext('chatNotFound', 'Нове замовлення');
    const order = await placeOrder();
    expect(order.status).toBe(201);
    await expect.poll(async () => (await alertOf(order.cardId))?.state).toBe('failed');
    const problems = (await settings()).problems;
    expect(problems[0]).toMatchObject({ alertId: `card:${order.cardId}:new`, event: 'newOrder', state: 'failed', attempts: 1, error: 'Bad Request: chat not found' });
    expect((await runAlertSchedule({ nowMs: Date.now() + 3_600_000, config: telegram })).tried).not.toHaveProperty(`card:${order.cardId}:new`);
    expect(await messagesAbout(`№${order.number}</b>`)).toHaveLength(0);
  });

  it('a good falling below the threshold is one low-stock alert with its title', async () => {
    const order = await placeOrder('Київ', 8);
    await reserve(order.cardId);
    const good = (await db.collection('goods').doc(order.goodId).get()).data()!;
    await expect.poll(() => messagesAbout(`арт. ${good.articul}`)).toHaveLength(1);
    const [message] = await messagesAbout(`арт. ${good.articul}`);
    expect(message!.text).toContain(`Закінчується: ${good.title.ua}`);
    expect(message!.text).toContain('Усього: 2 шт.');
  });

  it('an event the owner switched off is not sent', async () => {
    expect((await post('/api/savealertsettings', { ...QUIET_OFF, events: { ...QUIET_OFF.events, newOrder: false } }, admin)).status).toBe(200);
    // Its good falls below the threshold: that alert, two triggers later, is the fence.
    const off = await placeOrder('Київ', 8);
    await reserve(off.cardId);
    const good = (await db.collection('goods').doc(off.goodId).get()).data()!;
    await expect.poll(() => messagesAbout(`арт. ${good.articul}`)).toHaveLength(1);
    expect(await alertOf(off.cardId)).toBeUndefined();
    expect((await post('/api/savealertsettings', QUIET_OFF, admin)).status).toBe(200);
  });

  it('quiet hours hold alerts, and the first run after them sends one digest', async () => {
    const now = Date.now();
    const hhmm = (ms: number) => toKyivLocal(ms).slice(11);
    const quiet = { ...QUIET_OFF, quietHours: { enabled: true, from: hhmm(now - 3_600_000), until: hhmm(now + 3_600_000) } };
    expect((await post('/api/savealertsettings', quiet, admin)).status).toBe(200);
    const [first, second] = [await placeOrder(), await placeOrder()];
    await expect.poll(async () => [(await alertOf(first.cardId))?.state, (await alertOf(second.cardId))?.state]).toEqual(['held', 'held']);
    // Still quiet: nothing goes out.
    expect((await runAlertSchedule({ nowMs: Date.now(), config: telegram })).digestId).toBeNull();
    const after = now + 2 * 3_600_000;
    const run = await runAlertSchedule({ nowMs: after, config: telegram });
    expect(run.digestId).toBe(`digest:${after}`);
    expect(run.tried[run.digestId!]).toBe('sent');
    const digests = (await sentTo(CHAT_ID)).filter((m) => m.text.includes('Поки діяли тихі години'));
    expect(digests).toHaveLength(1);
    expect(digests[0]!.text).toContain(`№${first.number}</b>`);
    expect(digests[0]!.text).toContain(`№${second.number}</b>`);
    expect((await alertOf(first.cardId))).toMatchObject({ state: 'inDigest', digestId: run.digestId });
    // A second run finds nothing held.
    expect((await runAlertSchedule({ nowMs: after + 1, config: telegram })).digestId).toBeNull();
    expect((await post('/api/savealertsettings', QUIET_OFF, admin)).status).toBe(200);
  });

  it('unlinking stops the alerts: nothing is queued without a chat', async () => {
    expect((await post<AlertSettingsView>('/api/unlinkalertchat', {}, admin)).body.chat).toBeNull();
    const alertId = `card:unlinked-${randomInt(1_000_000)}:new`;
    expect(await queueAndSend([{ alertId, event: 'newOrder', text: () => 'x' }], await readAlertSettings())).toEqual({ [alertId]: 'held-or-known' });
    expect((await db.collection('ownerAlerts').doc(alertId).get()).exists).toBe(false);
  });
});
