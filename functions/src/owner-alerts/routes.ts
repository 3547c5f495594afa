// The owner's alerts (docs/api.md, "Alerts in Telegram"): the ADMIN's settings, the one-time code
// that links her chat, and the webhook Telegram posts the bot's updates to.
import type { Router } from 'express';
import { z } from 'zod';
import { AlertSettingsSchema, type AlertSettingsView } from '@domain/owner-alerts';
import { ApiError } from '../http/api-error';
import { endpoint, routerOf } from '../http/endpoint';
import { webhookChecks } from '../http/rate-limit-rules';
import { alertSettingsWrites, ownerAlerts, readAlertSettings } from '../model/alert-docs';
import { telegramConfig } from '../telegram/telegram-config';
import { receiveUpdate, secretMatches, startLink, unlinkChat } from './link-chat';
import { editStamp } from '../http/edit-stamp';

/** The settings screen lists this many of the latest failures. */
const PROBLEMS_SHOWN = 5;
/** An update is a small JSON body; anything larger is not one. */
const UPDATE_MAX_BYTES = 64 * 1024;

async function settingsView(nowMs = Date.now()): Promise<AlertSettingsView> {
  const [doc, failed] = await Promise.all([readAlertSettings(), ownerAlerts().orderBy('errorAtMs', 'desc').limit(PROBLEMS_SHOWN).get()]);
  const { events, quietHours, lowStockBelow, chat, link } = doc;
  return {
    settings: { events, quietHours, lowStockBelow },
    chat: chat && { title: chat.title, linkedAtMs: chat.linkedAtMs },
    pendingLinkUntilMs: link && link.expiresAtMs > nowMs ? link.expiresAtMs : null,
    problems: failed.docs.map((d) => {
      const alert = d.data();
      return { alertId: d.id, event: alert.event, state: alert.state, attempts: alert.attempts, error: alert.lastError ?? '', atMs: alert.errorAtMs ?? 0 };
    }),
  };
}

export function ownerAlertsRouter(): Router {
  return routerOf([
    endpoint({ path: '/api/getalertsettings', access: 'admin', handler: () => settingsView() }),
    endpoint({
      path: '/api/savealertsettings',
      access: 'admin',
      schema: AlertSettingsSchema,
      handler: async (settings) => {
        // Only the choices: the linked chat and a waiting code stay as they are.
        await alertSettingsWrites().set({ ...settings, ...editStamp() }, { merge: true });
        return settingsView();
      },
    }),
    endpoint({ path: '/api/startalertlink', access: 'admin', handler: () => startLink(telegramConfig()) }),
    endpoint({
      path: '/api/unlinkalertchat',
      access: 'admin',
      handler: async () => {
        await unlinkChat();
        return settingsView();
      },
    }),
    endpoint({
      path: '/api/telegramwebhook',
      access: 'public',
      rawBody: { maxBytes: UPDATE_MAX_BYTES },
      schema: z.unknown(),
      limitsBeforeCheck: (_body, call) => webhookChecks(call.clientAddress()),
      handler: async (_input, call) => {
        // Telegram posts a JSON object with the secret given to setWebhook; none of the update is read before the secret checks out.
        if (!(call.header('content-type') ?? '').startsWith('application/json')) throw new ApiError(415, 'UNSUPPORTED_CONTENT_TYPE');
        let body: unknown;
        try {
          body = JSON.parse(call.rawBody.toString('utf8'));
        } catch {
          throw new ApiError(400, 'MALFORMED_JSON');
        }
        if (typeof body !== 'object' || body === null || Array.isArray(body)) throw new ApiError(400, 'VALIDATION_FAILED');
        if (!secretMatches(call.header('x-telegram-bot-api-secret-token'), telegramConfig().webhookSecret)) throw new ApiError(401, 'TELEGRAM_SECRET_INVALID');
        return receiveUpdate(body);
      },
    }),
  ]);
}
