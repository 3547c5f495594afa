// The owner's alerts in Telegram (functions/src/owner-alerts/, docs/data-model.md): her choices and
// the linked chat in settings/alerts, and one outbox document per alert in ownerAlerts.
import { AlertSettingsSchema, DEFAULT_ALERT_SETTINGS, type AlertEvent, type AlertSettings, type AlertState } from '@domain/owner-alerts';
import { z } from 'zod';
import { db } from '../admin';
import { checkedConverter, typedConverter } from './converters';
import { COLLECTIONS } from './types';

/** settings/alerts: the ADMIN's choices, the chat the owner linked, and the one-time code waiting to link one. */
export interface AlertSettingsDoc extends AlertSettings {
  /** Learnt from the bot's update that carried the code; never typed in. */
  chat: { id: number; title: string; linkedAtMs: number } | null;
  /** The code's SHA-256 (the code itself is shown once and never stored) and until when it works. */
  link: { codeHash: string; expiresAtMs: number; wrongTries: number } | null;
}

const AlertSettingsDocSchema = z.object({
  // A code asked for before the choices were ever saved leaves only the link: the defaults stand.
  events: AlertSettingsSchema.shape.events.default(DEFAULT_ALERT_SETTINGS.events),
  quietHours: AlertSettingsSchema.shape.quietHours.default(DEFAULT_ALERT_SETTINGS.quietHours),
  lowStockBelow: AlertSettingsSchema.shape.lowStockBelow.default(DEFAULT_ALERT_SETTINGS.lowStockBelow),
  chat: z.object({ id: z.number(), title: z.string(), linkedAtMs: z.number() }).nullable().default(null),
  link: z.object({ codeHash: z.string(), expiresAtMs: z.number(), wrongTries: z.number().default(0) }).nullable().default(null),
});

const alertSettingsConverter = checkedConverter(AlertSettingsDocSchema);
/** Read through the schema; written field by field (the ADMIN's choices, the chat, the code) with merge. */
export const alertSettingsRef = () => db.collection(COLLECTIONS.settings).doc('alerts').withConverter(alertSettingsConverter);
export const alertSettingsWrites = () => db.collection(COLLECTIONS.settings).doc('alerts');

const NO_ALERT_SETTINGS: AlertSettingsDoc = { ...DEFAULT_ALERT_SETTINGS, chat: null, link: null };

/** The stored settings, or the defaults with no chat when there are none (or they fail the schema). */
export function alertSettingsOf(checked: z.ZodSafeParseResult<z.output<typeof AlertSettingsDocSchema>> | undefined): AlertSettingsDoc {
  return checked?.success ? checked.data : NO_ALERT_SETTINGS;
}

export async function readAlertSettings(): Promise<AlertSettingsDoc> {
  return alertSettingsOf((await alertSettingsRef().get()).data());
}

/**
 * ownerAlerts/{alertId}: one alert, its id named by the event it reports (`card:{cardId}:{key}`,
 * `stock:{stockEventId}`, `digest:{ms}`), so the same event is queued once. The optional time
 * fields exist only while they apply, so that each list the functions need is a one-field query.
 */
export interface OwnerAlertDoc {
  event: AlertEvent | 'digest';
  /** The message as sent, in Telegram's HTML. */
  text: string;
  state: AlertState;
  /** Tries made so far. */
  attempts: number;
  createdAtMs: number;
  /** pending only: when the next try is due. */
  retryAtMs?: number;
  /** held only: queued in quiet hours, for the morning digest. */
  heldSinceMs?: number;
  /** A try running until then (ms); another delivery leaves it alone. */
  claimedUntilMs?: number | null;
  sentAtMs?: number;
  messageId?: number;
  /** The last failure, kept after a later success; `errorAtMs` orders the settings' problems. */
  lastError?: string | null;
  errorAtMs?: number;
  /** inDigest: the digest alert that carried it. */
  digestId?: string;
}

const ownerAlertConverter = typedConverter<OwnerAlertDoc>();
export const ownerAlerts = () => db.collection(COLLECTIONS.ownerAlerts).withConverter(ownerAlertConverter);
