// The owner's alerts' outbox (ADR 20). An alert is a document named by its event, created once in a
// transaction (a second delivery of the same write finds it), then sent by whoever claims it: the
// trigger right away, or the schedule's retry. A claim is a short lease taken in a transaction, so
// two deliveries never send the same alert at once; a failure is written on the alert with the
// time of the next try. Nothing here throws for Telegram: an alert failing never fails the write
// that caused it.
import { inQuietHours, type AlertEvent } from '@domain/owner-alerts';
import { FieldValue } from 'firebase-admin/firestore';
import * as logger from 'firebase-functions/logger';
import { db } from '../admin';
import { ownerAlerts, readAlertSettings, type AlertSettingsDoc, type OwnerAlertDoc } from '../model/alert-docs';
import { sendMessage, TelegramError } from '../telegram/telegram-bot';
import { telegramConfig, type TelegramConfig } from '../telegram/telegram-config';
import { afterFailure } from './retry-policy';

/** Longer than a try's time limit: a claim outlives the try it covers. */
const CLAIM_MS = 30_000;

interface NewAlert {
  alertId: string;
  event: AlertEvent;
  /** Made only when the alert is new and wanted: its text may need reads. */
  text: () => Promise<string> | string;
}

/**
 * Queues the alert unless its event is not wanted, no chat is linked, or it is queued already;
 * in quiet hours it is held for the digest. Answers whether it is to be sent now.
 */
async function queueAlert(alert: NewAlert, settings: AlertSettingsDoc, nowMs = Date.now()): Promise<boolean> {
  if (!settings.chat || !settings.events[alert.event]) return false;
  const ref = ownerAlerts().doc(alert.alertId);
  if ((await ref.get()).exists) return false;
  const text = await alert.text();
  const quiet = inQuietHours(settings.quietHours, nowMs);
  const doc: OwnerAlertDoc = { event: alert.event, text, state: quiet ? 'held' : 'pending', attempts: 0, createdAtMs: nowMs, ...(quiet ? { heldSinceMs: nowMs } : { retryAtMs: nowMs }) };
  return db.runTransaction(async (tx) => {
    if ((await tx.get(ref)).exists) return false;
    tx.create(ref, doc);
    return !quiet;
  });
}

/** Takes the alert for one try when it waits and nobody else is trying it; null otherwise. */
async function claim(alertId: string, nowMs: number): Promise<OwnerAlertDoc | null> {
  const ref = ownerAlerts().doc(alertId);
  return db.runTransaction(async (tx) => {
    const alert = (await tx.get(ref)).data();
    if (!alert || alert.state !== 'pending' || (alert.claimedUntilMs ?? 0) > nowMs) return null;
    tx.update(ref, { claimedUntilMs: nowMs + CLAIM_MS, attempts: alert.attempts + 1 });
    return { ...alert, attempts: alert.attempts + 1 };
  });
}

export type DeliveryOutcome = 'sent' | 'retry' | 'failed' | 'skipped';

/** One try of one alert to the linked chat. */
export async function deliverAlert(alertId: string, options: { config?: TelegramConfig; settings?: AlertSettingsDoc; nowMs?: number } = {}): Promise<DeliveryOutcome> {
  const nowMs = options.nowMs ?? Date.now();
  const alert = await claim(alertId, nowMs);
  if (!alert) return 'skipped';
  const ref = ownerAlerts().doc(alertId);
  const settings = options.settings ?? (await readAlertSettings());
  if (!settings.chat) {
    await ref.update(afterFailure(new TelegramError('TELEGRAM_REFUSED', 'no chat is linked'), alert.attempts, nowMs));
    return 'failed';
  }
  try {
    const messageId = await sendMessage(options.config ?? telegramConfig(), settings.chat.id, alert.text);
    await ref.update({ state: 'sent', sentAtMs: Date.now(), messageId, claimedUntilMs: null, retryAtMs: FieldValue.delete() });
    return 'sent';
  } catch (error) {
    if (!(error instanceof TelegramError)) throw error;
    const update = afterFailure(error, alert.attempts, nowMs);
    await ref.update(update);
    logger.warn('Owner alert not sent', { alertId, code: error.code, description: error.description, attempts: alert.attempts });
    return update.state === 'failed' ? 'failed' : 'retry';
  }
}

/** Queues each alert and sends those due now; answers what happened to each, for the trigger's log. */
export async function queueAndSend(alerts: NewAlert[], settings: AlertSettingsDoc): Promise<Record<string, DeliveryOutcome | 'held-or-known'>> {
  const outcomes: Record<string, DeliveryOutcome | 'held-or-known'> = {};
  for (const alert of alerts) {
    const sendNow = await queueAlert(alert, settings);
    outcomes[alert.alertId] = sendNow ? await deliverAlert(alert.alertId, { settings }) : 'held-or-known';
  }
  return outcomes;
}
