// The Telegram Bot API's sendMessage (https://core.telegram.org/bots/api#sendmessage): HTML text to
// one chat. Every answer is the envelope { ok, result } or { ok: false, error_code, description,
// parameters: { retry_after } }; a failure becomes a TelegramError that says whether a later try
// can help, so the alerts' outbox knows whether to try again and when.
import { z } from 'zod';
import { exchangeJson, mapOutboundFailure } from '../http/outbound-json';
import type { TelegramConfig } from './telegram-config';

/** An alert is not worth holding a trigger longer than this. */
const TELEGRAM_TIMEOUT_MS = 10_000;

type TelegramErrorCode =
  | 'TELEGRAM_DOWN' // the network failed or Telegram answered 5xx
  | 'TELEGRAM_TIMEOUT' // no answer within the time limit
  | 'TELEGRAM_RATE_LIMITED' // 429: retry_after says when
  | 'TELEGRAM_REFUSED' // 4xx: chat not found, bot blocked, bad token; trying again the same way will not help
  | 'TELEGRAM_BAD_ANSWER'; // not the documented envelope

export class TelegramError extends Error {
  constructor(
    readonly code: TelegramErrorCode,
    /** Telegram's description ("Bad Request: chat not found") or what went wrong on the way. */
    readonly description: string,
    readonly retryAfterSeconds: number | null = null,
  ) {
    super(`${code}: ${description}`);
    this.name = 'TelegramError';
  }

  /** Whether the same message may go through later. */
  get transient(): boolean {
    return this.code !== 'TELEGRAM_REFUSED' && this.code !== 'TELEGRAM_BAD_ANSWER';
  }
}

const Envelope = z.union([
  z.object({ ok: z.literal(true), result: z.unknown() }),
  z.object({
    ok: z.literal(false),
    error_code: z.number().int(),
    description: z.string(),
    parameters: z.object({ retry_after: z.number().optional() }).optional(),
  }),
]);
const SentMessage = z.object({ message_id: z.number().int(), chat: z.object({ id: z.number() }) });

async function callBot(config: TelegramConfig, method: string, body: Record<string, unknown>): Promise<unknown> {
  const exchange = exchangeJson({
    // The token is part of the path, as Telegram wants it; it never reaches a log (errors carry no URL).
    url: `${config.baseUrl}/bot${config.token}/${method}`,
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
    timeoutMs: config.timeoutMs ?? TELEGRAM_TIMEOUT_MS,
  });
  const { json } = await mapOutboundFailure(exchange, ({ kind, detail }) =>
    kind === 'timeout' ? new TelegramError('TELEGRAM_TIMEOUT', detail) : kind === 'not-json' ? new TelegramError('TELEGRAM_BAD_ANSWER', detail) : new TelegramError('TELEGRAM_DOWN', detail),
  );
  const envelope = Envelope.safeParse(json);
  if (!envelope.success) throw new TelegramError('TELEGRAM_BAD_ANSWER', `not a Bot API answer: ${JSON.stringify(json).slice(0, 120)}`);
  if (envelope.data.ok) return envelope.data.result;
  const { error_code: code, description, parameters } = envelope.data;
  if (code === 429) throw new TelegramError('TELEGRAM_RATE_LIMITED', description, parameters?.retry_after ?? null);
  throw new TelegramError(code >= 500 ? 'TELEGRAM_DOWN' : 'TELEGRAM_REFUSED', description);
}

/** Sends `html` to the chat; answers Telegram's message id. */
export async function sendMessage(config: TelegramConfig, chatId: number, html: string): Promise<number> {
  const result = await callBot(config, 'sendMessage', { chat_id: chatId, text: html, parse_mode: 'HTML', link_preview_options: { is_disabled: true } });
  const sent = SentMessage.safeParse(result);
  if (!sent.success) throw new TelegramError('TELEGRAM_BAD_ANSWER', 'sendMessage answered no message');
  return sent.data.message_id;
}

/** Sets where Telegram posts the bot's updates, with the secret it sends back (README, "Connecting the real Telegram bot"). */
export async function setWebhook(config: TelegramConfig, url: string): Promise<void> {
  await callBot(config, 'setWebhook', { url, secret_token: config.webhookSecret, allowed_updates: ['message'] });
}

/** Escapes text for parse_mode HTML: a customer's name or city can hold <, > or &. */
export function escapeHtml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}
