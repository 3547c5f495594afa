// The card-payment API (docs/api.md, "Payments"): what checkout may offer, the shopper's payment
// page, its status and the switch to cash on delivery, the providers' notices, and the ADMIN's
// settings, daily summary and checks by hand.
import type { Router } from 'express';
import { z } from 'zod';
import { paymentCardBody, paymentSummaryBody } from '@domain/api/payments';
import { PaymentSettingsSchema } from '@domain/payment-settings';
import { PAYMENT_PROVIDERS } from '@domain/payment';
import type { Caller } from '../http/auth';
import { endpoint, routerOf, type AnswerOf } from '../http/endpoint';
import { keptAnswer, publicKeepMs } from '../http/kept-answer';
import { enforceRateLimits } from '../http/rate-limit';
import { paymentChecks, webhookChecks } from '../http/rate-limit-rules';
import { editStamp } from '../http/edit-stamp';
import { paymentSettingsRef, readPaymentSettings } from '../model/payment-settings';
import { getCardFor } from '../order-core/access';
import { runPaymentChecks } from '../order-payments/payment-checks';
import { startCardPayment } from '../order-payments/start-payment';
import { paymentStatus, switchToCashOnDelivery } from './payment-status';
import { paymentSummary } from './payment-summary';
import { receiveWebhook } from './webhooks';

/** A notice is a small JSON or form body; anything larger is not one. */
const WEBHOOK_MAX_BYTES = 64 * 1024;

/** A shopper's call about her card's payment: the card's holder, counted per address, then `run`. */
function shopperCall<P extends '/api/startcardpayment' | '/api/getpaymentstatus' | '/api/switchtocashondelivery'>(
  path: P,
  run: (cardId: string, caller: Caller | undefined) => Promise<AnswerOf<P>>,
) {
  return endpoint({
    path,
    access: 'guest-or-user',
    schema: paymentCardBody,
    handler: async ({ shoppingCardId }, call) => {
      await enforceRateLimits(paymentChecks(call.clientAddress()));
      return run(shoppingCardId, call.caller);
    },
  });
}

export function cardPaymentsRouter({ keepMs = publicKeepMs() }: { keepMs?: number } = {}): Router {
  const methods = keptAnswer(async () => {
    const { cashOnDelivery, card } = await readPaymentSettings();
    return { cashOnDelivery, card };
  }, { ttlMs: keepMs });
  return routerOf([
    endpoint({ path: '/api/getpaymentmethods', access: 'public', handler: methods }),
    shopperCall('/api/startcardpayment', async (cardId, caller) => startCardPayment(cardId, await getCardFor(cardId, caller))),
    shopperCall('/api/getpaymentstatus', async (cardId, caller) => ({ payment: await paymentStatus(cardId, caller) })),
    shopperCall('/api/switchtocashondelivery', async (cardId, caller) => ({ payment: await switchToCashOnDelivery(cardId, caller) })),
    ...PAYMENT_PROVIDERS.map((provider) =>
      endpoint({
        path: `/api/paymentwebhook/${provider}`,
        access: 'public',
        rawBody: { maxBytes: WEBHOOK_MAX_BYTES },
        schema: z.unknown(),
        limitsBeforeCheck: (_body, call) => webhookChecks(call.clientAddress()),
        handler: (_input, call) => receiveWebhook(provider, call.rawBody, Object.fromEntries(['x-sign', 'content-type'].map((name) => [name, call.header(name)]))),
      }),
    ),
    endpoint({ path: '/api/getpaymentsettings', access: 'admin', handler: async () => ({ settings: await readPaymentSettings() }) }),
    endpoint({
      path: '/api/savepaymentsettings',
      access: 'admin',
      schema: PaymentSettingsSchema,
      handler: async (settings) => {
        await paymentSettingsRef().set({ ...settings, ...editStamp() });
        return { settings };
      },
    }),
    endpoint({ path: '/api/getpaymentsummary', access: 'admin', schema: paymentSummaryBody, handler: ({ day }) => paymentSummary(day) }),
    endpoint({ path: '/api/runpaymentchecks', access: 'admin', handler: () => runPaymentChecks() }),
  ]);
}
