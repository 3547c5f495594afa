// One run of the alerts' schedule (alert-schedule.ts): the digest of what quiet hours held, then
// the retries that are due. A run reads at most one page of each list; the next run takes the rest.
import { inQuietHours } from '@domain/owner-alerts';
import { FieldValue } from 'firebase-admin/firestore';
import * as logger from 'firebase-functions/logger';
import { db } from '../admin';
import { ownerAlerts, readAlertSettings, type AlertSettingsDoc, type OwnerAlertDoc } from '../model/alert-docs';
import type { TelegramConfig } from '../telegram/telegram-config';
import { deliverAlert, type DeliveryOutcome } from './alert-outbox';
import { digestText } from './alert-texts';

/** A digest carries at most this many held alerts; more wait for the next run's digest. */
const DIGEST_MAX_ALERTS = 30;
const RETRIES_PER_RUN = 50;

/**
 * Gathers the held alerts into one digest alert, in one transaction: each held alert moves to
 * inDigest with the digest's id, so two runs at once cannot both carry it. Answers the digest's id.
 */
async function gatherDigest(settings: AlertSettingsDoc, nowMs: number): Promise<string | null> {
  if (!settings.chat || inQuietHours(settings.quietHours, nowMs)) return null;
  const digestId = `digest:${nowMs}`;
  return db.runTransaction(async (tx) => {
    const held = await tx.get(ownerAlerts().orderBy('heldSinceMs').limit(DIGEST_MAX_ALERTS));
    const alerts = held.docs.filter((doc) => doc.data().state === 'held');
    if (alerts.length === 0) return null;
    const digest: OwnerAlertDoc = { event: 'digest', text: digestText(alerts.map((doc) => doc.data())), state: 'pending', attempts: 0, createdAtMs: nowMs, retryAtMs: nowMs };
    tx.create(ownerAlerts().doc(digestId), digest);
    for (const doc of alerts) tx.update(doc.ref, { state: 'inDigest', digestId, heldSinceMs: FieldValue.delete() });
    return digestId;
  });
}

interface ScheduleRun {
  digestId: string | null;
  tried: Record<string, DeliveryOutcome>;
}

/** `nowMs` and `config` let the tests run it as of a later time against the stand-in. */
export async function runAlertSchedule({ nowMs = Date.now(), config }: { nowMs?: number; config?: TelegramConfig } = {}): Promise<ScheduleRun> {
  const settings = await readAlertSettings();
  const digestId = await gatherDigest(settings, nowMs);
  const due = await ownerAlerts().where('retryAtMs', '<=', nowMs).orderBy('retryAtMs').limit(RETRIES_PER_RUN).get();
  const tried: Record<string, DeliveryOutcome> = {};
  for (const doc of due.docs) tried[doc.id] = await deliverAlert(doc.id, { config, settings, nowMs });
  if (digestId || due.size) logger.info('Owner alerts schedule', { digestId, tried });
  return { digestId, tried };
}
