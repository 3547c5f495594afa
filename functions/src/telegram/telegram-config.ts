// Where the Telegram Bot API is and the bot's keys. This is the only switch between the real
// Telegram and the local stand-in (functions/test/telegram-stand-in): the same adapter runs on both.
import { defineSecret } from 'firebase-functions/params';
import { config } from '../config';

/** The bot's token from BotFather. */
const telegramBotToken = defineSecret('TELEGRAM_BOT_TOKEN');
/** The secret Telegram sends back in X-Telegram-Bot-Api-Secret-Token with every update (setWebhook's secret_token). */
const telegramWebhookSecret = defineSecret('TELEGRAM_WEBHOOK_SECRET');
/** A function that sends alerts or takes the bot's updates lists these in its `secrets`. */
export const telegramSecrets = [telegramBotToken, telegramWebhookSecret];

const TELEGRAM_PRODUCTION_URL = 'https://api.telegram.org';

export interface TelegramConfig {
  /** Root under which /bot<token>/<method> lives. */
  baseUrl: string;
  token: string;
  webhookSecret: string;
  /** The bot's @name without the @, for the link that opens a chat with it; null when unknown. */
  botUsername: string | null;
  /** Overrides the adapter's time limit (tests); unset in production. */
  timeoutMs?: number;
}

/** The stand-in takes any token; its webhook secret is the local secrets' value (scripts/emulators/firebase-env.ts). */
export function standInTelegramConfig(standInUrl: string): TelegramConfig {
  return { baseUrl: standInUrl.replace(/\/+$/, ''), token: 'stand-in-token', webhookSecret: 'stand-in', botUsername: 'yarnshop_stand_in_bot' };
}

/**
 * Read at call time (secrets exist only while a function runs). TELEGRAM_API_URL moves the real
 * host (a local Bot API server); TELEGRAM_STAND_IN_URL points everything at the stand-in.
 */
export function telegramConfig(env: NodeJS.ProcessEnv = process.env): TelegramConfig {
  const standIn = env.TELEGRAM_STAND_IN_URL;
  if (standIn) return standInTelegramConfig(standIn);
  if (config.isEmulator) throw new Error('TELEGRAM_STAND_IN_URL is not set: locally Telegram is reached only through the stand-in');
  return {
    baseUrl: (env.TELEGRAM_API_URL ?? TELEGRAM_PRODUCTION_URL).replace(/\/+$/, ''),
    token: telegramBotToken.value(),
    webhookSecret: telegramWebhookSecret.value(),
    botUsername: env.TELEGRAM_BOT_USERNAME?.replace(/^@/, '') || null,
  };
}
