// The stand-in's webhooks: signed as each provider signs them, and delivered as tests ask — at
// once, late, twice, out of order (the newer first, then the older) or never. Every one sent is
// recorded with its exact body, so a test can replay it verbatim or send a forged one.
import { generateKeyPairSync, sign } from 'node:crypto';
import { liqpayEnvelope, liqpaySignature } from '../../src/payments/liqpay-signature';
import { liqpayPaymentBody, monoInvoiceBody, type StandInInvoice, type StandInState } from './stand-in-state';

export type WebhookPlan = { mode: 'late'; delayMs: number } | { mode: 'twice' } | { mode: 'out-of-order' } | { mode: 'never' };

export interface SentWebhook {
  seq: number;
  provider: 'monobank' | 'liqpay';
  invoiceId: string;
  /** The provider's status word in the body. */
  status: string;
  url: string;
  /** Exactly the bytes sent. */
  body: string;
  headers: Record<string, string>;
  forged: boolean;
  replayOf: number | null;
  /** The shop's answer (null while in flight or when the shop could not be reached). */
  responseStatus: number | null;
}

interface Message {
  provider: SentWebhook['provider'];
  invoiceId: string;
  status: string;
  url: string;
  body: string;
  headers: Record<string, string>;
}

export interface LiqpayKeys {
  publicKey: string;
  privateKey: string;
}

/** The shop must answer within this; a real provider would retry later. */
const DELIVERY_TIMEOUT_MS = 5_000;

export function webhookSender(state: StandInState, liqpay: LiqpayKeys) {
  const sent: SentWebhook[] = [];
  const plans: WebhookPlan[] = [];
  const heldBack = new Map<string, Message[]>();
  const inFlight = new Set<Promise<void>>();
  let dropped = 0;

  function message(invoice: StandInInvoice, forged: boolean, statusOverride?: string): Message {
    if (invoice.provider === 'monobank') {
      const body = JSON.stringify({ ...monoInvoiceBody(invoice), ...(statusOverride ? { status: statusOverride } : {}) });
      const key = forged ? generateKeyPairSync('ec', { namedCurve: 'prime256v1' }).privateKey : state.signingKey;
      const xSign = sign('sha256', Buffer.from(body), key).toString('base64');
      const status = statusOverride ?? invoice.status;
      return { provider: 'monobank', invoiceId: invoice.id, status, url: invoice.webhookUrl ?? '', body, headers: { 'Content-Type': 'application/json', 'X-Sign': xSign } };
    }
    const payment = { ...liqpayPaymentBody(invoice, liqpay.publicKey), ...(statusOverride ? { status: statusOverride } : {}) };
    const envelope = liqpayEnvelope(liqpay.privateKey, payment);
    const signature = forged ? liqpaySignature('not-the-private-key', envelope.data) : envelope.signature;
    const body = new URLSearchParams({ data: envelope.data, signature }).toString();
    return { provider: 'liqpay', invoiceId: invoice.id, status: String(payment.status), url: invoice.webhookUrl ?? '', body, headers: { 'Content-Type': 'application/x-www-form-urlencoded' } };
  }

  function deliver(msg: Message, extra: { forged?: boolean; replayOf?: number } = {}): void {
    const record: SentWebhook = { seq: sent.length + 1, ...msg, forged: extra.forged ?? false, replayOf: extra.replayOf ?? null, responseStatus: null };
    sent.push(record);
    const delivery = fetch(msg.url, { method: 'POST', headers: msg.headers, body: msg.body, signal: AbortSignal.timeout(DELIVERY_TIMEOUT_MS) })
      .then(async (response) => {
        record.responseStatus = response.status;
        await response.arrayBuffer();
      })
      .catch(() => undefined)
      .finally(() => inFlight.delete(delivery));
    inFlight.add(delivery);
  }

  /** Waits for a timer before delivering, and counts as in flight meanwhile. */
  function deliverLater(msg: Message, delayMs: number): void {
    const waiting: Promise<void> = new Promise<void>((resolve) => setTimeout(resolve, delayMs)).then(() => {
      inFlight.delete(waiting);
      deliver(msg);
    });
    inFlight.add(waiting);
  }

  return {
    /** Called on every status change of an invoice that has a webhook URL. */
    emit(invoice: StandInInvoice): void {
      if (!invoice.webhookUrl) return;
      const msg = message(invoice, false);
      const plan = plans.shift();
      if (plan?.mode === 'never') {
        dropped += 1;
        return;
      }
      if (plan?.mode === 'out-of-order') {
        heldBack.set(invoice.id, [...(heldBack.get(invoice.id) ?? []), msg]);
        return;
      }
      if (plan?.mode === 'late') deliverLater(msg, plan.delayMs);
      else deliver(msg);
      if (plan?.mode === 'twice') deliver(msg);
      // The older notices held back for this invoice now follow the newer one.
      for (const older of heldBack.get(invoice.id) ?? []) deliver(older);
      heldBack.delete(invoice.id);
    },
    /** The next `count` webhooks go this way. */
    plan(plan: WebhookPlan, count = 1): void {
      for (let i = 0; i < count; i += 1) plans.push(plan);
    },
    sent: (): SentWebhook[] => sent.map((item) => ({ ...item })),
    dropped: () => dropped,
    /** Sends a recorded webhook again, byte for byte. */
    replay(seq: number): SentWebhook {
      const original = sent.find((item) => item.seq === seq);
      if (!original) throw new Error(`no webhook ${seq}`);
      deliver(original, { replayOf: seq });
      return sent[sent.length - 1]!;
    },
    /** Sends a webhook for the invoice (with another status if asked) under a signature that does not fit. */
    forge(invoice: StandInInvoice, status?: string): SentWebhook {
      deliver(message(invoice, true, status), { forged: true });
      return sent[sent.length - 1]!;
    },
    /** Resolves when every webhook sent or waiting has been answered. */
    async settled(): Promise<void> {
      while (inFlight.size) await Promise.all([...inFlight]);
    },
  };
}

export type WebhookSender = ReturnType<typeof webhookSender>;
