// Linking the owner's Telegram chat with a one-time code (ADR 20): the ADMIN asks for a code, the
// shop keeps only its hash for 15 minutes, the owner sends the bot `/start <code>`, and Telegram
// posts that update to the shop's webhook with the secret set for it. The chat's id comes from that
// update, never from a form. A few wrong codes void the waiting one, so it cannot be guessed.
import { createHash, randomInt, timingSafeEqual } from 'node:crypto';
import { z } from 'zod';
import type { AlertLinkCode } from '@domain/owner-alerts';
import { db } from '../admin';
import { ApiError } from '../http/api-error';
import { alertSettingsOf, alertSettingsRef, alertSettingsWrites } from '../model/alert-docs';
import type { TelegramConfig } from '../telegram/telegram-config';
import { editStamp } from '../http/edit-stamp';

const LINK_CODE_MS = 15 * 60_000;
/** Wrong codes sent while one waits before it is voided. */
const LINK_WRONG_TRIES = 5;
const CODE_LETTERS = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
const CODE_LENGTH = 8;

const hashOf = (code: string) => createHash('sha256').update(code.toUpperCase()).digest('hex');

/** A new code for the ADMIN's screen; the one before it stops working. */
export async function startLink(telegram: Pick<TelegramConfig, 'botUsername'>, nowMs = Date.now()): Promise<AlertLinkCode> {
  const code = Array.from({ length: CODE_LENGTH }, () => CODE_LETTERS[randomInt(CODE_LETTERS.length)]).join('');
  const expiresAtMs = nowMs + LINK_CODE_MS;
  await alertSettingsWrites().set({ link: { codeHash: hashOf(code), expiresAtMs, wrongTries: 0 } }, { merge: true });
  return { code, expiresAtMs, botLink: telegram.botUsername ? `https://t.me/${telegram.botUsername}?start=${code}` : null };
}

export async function unlinkChat(): Promise<void> {
  await alertSettingsWrites().set({ chat: null, link: null, ...editStamp() }, { merge: true });
}

/** The part of a Telegram update the shop reads; everything else in it is ignored. */
const TelegramUpdateSchema = z.object({
  update_id: z.number().int(),
  message: z
    .object({
      chat: z.object({ id: z.number().int(), type: z.string().max(40), title: z.string().max(300).optional(), username: z.string().max(100).optional(), first_name: z.string().max(300).optional() }),
      text: z.string().max(5000).optional(),
    })
    .optional(),
});

/** A reply Telegram makes for the shop: a webhook's answer may be a Bot API call. */
interface WebhookReply {
  method?: 'sendMessage';
  chat_id?: number;
  text?: string;
}

/** Whether the header carries the webhook's secret, compared in constant time. */
export function secretMatches(header: string | undefined, secret: string): boolean {
  if (!header || !secret) return false;
  const a = Buffer.from(header);
  const b = Buffer.from(secret);
  return a.length === b.length && timingSafeEqual(a, b);
}

const START = /^\/start(?:@\w+)?(?:\s+(\S+))?\s*$/;
const say = (chatId: number, text: string): WebhookReply => ({ method: 'sendMessage', chat_id: chatId, text });

/** One update from Telegram, after its secret header was checked. */
export async function receiveUpdate(body: unknown, nowMs = Date.now()): Promise<WebhookReply> {
  const update = TelegramUpdateSchema.safeParse(body);
  if (!update.success) throw new ApiError(400, 'VALIDATION_FAILED');
  const message = update.data.message;
  const start = message?.text ? START.exec(message.text.trim()) : null;
  if (!message || !start) return {};
  const code = start[1];
  if (!code) return say(message.chat.id, 'Щоб отримувати сповіщення магазину, надішліть код з налаштувань магазину: /start КОД');
  const chat = message.chat;
  const linked = await db.runTransaction(async (tx) => {
    const link = alertSettingsOf((await tx.get(alertSettingsRef())).data()).link;
    if (!link || link.expiresAtMs < nowMs) return false;
    if (hashOf(code) !== link.codeHash) {
      const wrongTries = link.wrongTries + 1;
      tx.set(alertSettingsWrites(), { link: wrongTries >= LINK_WRONG_TRIES ? null : { ...link, wrongTries } }, { merge: true });
      return false;
    }
    const title = chat.title ?? ([chat.first_name, chat.username && `@${chat.username}`].filter(Boolean).join(' ') || String(chat.id));
    tx.set(alertSettingsWrites(), { chat: { id: chat.id, title: title.slice(0, 300), linkedAtMs: nowMs }, link: null }, { merge: true });
    return true;
  });
  return say(chat.id, linked ? '✅ Готово: сюди надходитимуть сповіщення магазину пряжі.' : 'Код не підходить або застарів. Отримайте новий у налаштуваннях магазину.');
}
