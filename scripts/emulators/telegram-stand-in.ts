// The local Telegram Bot API stand-in (functions/test/telegram-stand-in) on a fixed port, which the
// Functions emulator is told through TELEGRAM_STAND_IN_URL. npm start, the emulator tests and the
// bench each make sure it runs; one already running there is used.
import { ensureStandIn, type RunningStandIn } from './stand-in-launcher.ts';

/** Not among firebase.json's ports nor the carriers' 4610 and the payments' 4620. */
export const TELEGRAM_STAND_IN_PORT = 4630;
export const TELEGRAM_STAND_IN_URL = `http://127.0.0.1:${TELEGRAM_STAND_IN_PORT}`;

/** True when what holds the port answers getMe as the stand-in does. */
async function answersAsStandIn(): Promise<boolean> {
  try {
    const res = await fetch(`${TELEGRAM_STAND_IN_URL}/botprobe/getMe`, { method: 'POST', signal: AbortSignal.timeout(3_000) });
    return ((await res.json()) as { result?: { username?: unknown } }).result?.username === 'yarnshop_stand_in_bot';
  } catch {
    return false;
  }
}

/** Starts the stand-in, or finds it already running; stop() ends only one started here. */
export async function ensureTelegramStandIn(): Promise<RunningStandIn> {
  const { startTelegramStandIn } = await import('../../functions/test/telegram-stand-in/start.ts');
  return ensureStandIn({ name: 'Telegram stand-in', port: TELEGRAM_STAND_IN_PORT, url: TELEGRAM_STAND_IN_URL, start: () => startTelegramStandIn({ port: TELEGRAM_STAND_IN_PORT }), answersAsStandIn });
}
