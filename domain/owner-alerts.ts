// The owner's alerts in Telegram (docs/product.md, "Alerts in Telegram"): which events there are,
// the settings the ADMIN picks, and quiet hours in Kyiv time. Checked by zod on both sides.
import { z } from 'zod';
import { kyivMinuteOfDay, minutesOf } from './kyiv-time';

export const ALERT_EVENTS = ['newOrder', 'paymentHeld', 'paymentFailed', 'parcelTrouble', 'lowStock', 'receiptFailed', 'holdExpiring'] as const;
export type AlertEvent = (typeof ALERT_EVENTS)[number];

const hhmm = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/);

/** settings/alerts, the ADMIN's choices (the linked chat is kept beside them by the functions). */
export const AlertSettingsSchema = z
  .object({
    events: z.strictObject(Object.fromEntries(ALERT_EVENTS.map((event) => [event, z.boolean()])) as Record<AlertEvent, z.ZodBoolean>),
    quietHours: z.strictObject({ enabled: z.boolean(), from: hhmm, until: hhmm }),
    /** A good or a dye lot whose stock falls below this many units is low. */
    lowStockBelow: z.number().int().min(1).max(1000),
  })
  .strict()
  .refine((s) => !s.quietHours.enabled || s.quietHours.from !== s.quietHours.until, { message: 'quiet hours are empty', path: ['quietHours', 'until'] });
export type AlertSettings = z.infer<typeof AlertSettingsSchema>;

export const DEFAULT_ALERT_SETTINGS: AlertSettings = {
  events: { newOrder: true, paymentHeld: true, paymentFailed: true, parcelTrouble: true, lowStock: true, receiptFailed: true, holdExpiring: true },
  quietHours: { enabled: true, from: '22:00', until: '08:00' },
  lowStockBelow: 3,
};

/** Whether `nowMs` falls in the quiet hours (Kyiv time); `from` after `until` runs over midnight. */
export function inQuietHours(quiet: AlertSettings['quietHours'], nowMs: number): boolean {
  if (!quiet.enabled) return false;
  const from = minutesOf(quiet.from);
  const until = minutesOf(quiet.until);
  if (from === null || until === null || from === until) return false;
  const now = kyivMinuteOfDay(nowMs);
  return from < until ? now >= from && now < until : now >= from || now < until;
}

/** How an alert's delivery stands: waiting to be sent (again), sent, held for the morning digest, or given up. */
export const ALERT_STATES = ['pending', 'sent', 'held', 'inDigest', 'failed'] as const;
export type AlertState = (typeof ALERT_STATES)[number];

/** One alert whose delivery went wrong, as the settings screen lists it. */
export interface AlertProblem {
  alertId: string;
  event: AlertEvent | 'digest';
  state: AlertState;
  attempts: number;
  error: string;
  atMs: number;
}

/** What /api/getalertsettings answers. */
export interface AlertSettingsView {
  settings: AlertSettings;
  /** The linked chat; null until the owner sent the bot a code. */
  chat: { title: string; linkedAtMs: number } | null;
  /** A code shown and not yet used, until when it works. */
  pendingLinkUntilMs: number | null;
  problems: AlertProblem[];
}

/** What /api/startalertlink answers: the code to send the bot, and the bot's deep link when its name is known. */
export interface AlertLinkCode {
  code: string;
  expiresAtMs: number;
  botLink: string | null;
}
