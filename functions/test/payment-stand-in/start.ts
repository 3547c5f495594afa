// A local stand-in for monobank acquiring, LiqPay and Checkbox in one HTTP server of the project's
// own: the providers' paths, envelopes, signatures, statuses and error shapes, a hosted payment
// page, signed webhooks, and ways to make each of them fail. It lives beside the tests because it
// is never deployed; the launcher and the test runner import it as they import the carriers' one.
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { standInPaymentConfigs } from '../../src/payments/payment-config';
import { liqpayData } from '../../src/payments/liqpay-signature';
import { answerCheckbox, newCheckboxState, openShiftElsewhere, type StandInReceipt } from './checkbox-stand-in';
import { answerCheckout, answerLiqpayApi } from './liqpay-stand-in';
import { answerMonobank, expireDue, monoStatementList, type Reply, type StandInContext } from './monobank-stand-in';
import { answerPayPage } from './pay-page';
import { monoInvoiceBody, newStandInState, type StandInInvoice } from './stand-in-state';
import { webhookSender, type SentWebhook, type WebhookPlan } from './webhooks';

export { TEST_CARDS } from './pay-page';
export type { SentWebhook, StandInInvoice, StandInReceipt, WebhookPlan };

/** `error` answers 500 in the provider's error shape, `unavailable` 503 from a proxy, `timeout` never answers. */
export const FAILURE_MODES = ['error', 'unavailable', 'timeout'] as const;
export type FailureMode = (typeof FAILURE_MODES)[number];
type ProviderName = 'monobank' | 'liqpay' | 'checkbox';

export interface PaymentStandIn {
  /** Root URL: monobank under /api/merchant, LiqPay at /api/request and /api/3/checkout, Checkbox under /api/v1. */
  url: string;
  /**
   * The next `count` provider calls fail this way (also POST /__stand-in/fail { mode, count, call }).
   * `call` narrows it to a provider (`monobank`, `liqpay`, `checkbox`) or one call: `POST /api/merchant/invoice/finalize`,
   * `liqpay hold_completion`, `POST /api/v1/receipts/sell`.
   */
  failNext(mode: FailureMode, count?: number, call?: string): void;
  /** Every Checkbox call answers 503 until set back (POST /__stand-in/checkbox-down { down }). */
  checkboxDown(down: boolean): void;
  /** The next `count` webhooks go this way (POST /__stand-in/webhook-plan { mode, delayMs?, count? }). */
  planWebhooks(plan: WebhookPlan, count?: number): void;
  /** Every webhook sent, in order, with its exact body and headers (GET /__stand-in/webhooks). */
  webhooksSent(): SentWebhook[];
  /** Resolves when every webhook sent or waiting (late ones too) has been answered. */
  webhooksSettled(): Promise<void>;
  /** Sends a recorded webhook again byte for byte (POST /__stand-in/replay { seq }). */
  replayWebhook(seq: number): SentWebhook;
  /** Sends a webhook for the invoice under a signature that does not fit (POST /__stand-in/forge { invoiceId, status? }). */
  forgeWebhook(invoiceId: string, status?: string): SentWebhook;
  /** The invoice as the stand-in holds it (POST /__stand-in/invoice { invoiceId }). */
  invoice(invoiceId: string): StandInInvoice | undefined;
  /** Moves the stand-in's clock: unpaid pages past their validity expire, holds older than 9 days are released. */
  advanceTime(ms: number): void;
  /** A new monobank key pair: webhooks are signed with it, /api/merchant/pubkey serves it. */
  rotateKey(): void;
  /** monobank's statement list for [fromMs, toMs] (POST /__stand-in/statement). */
  statement(fromMs?: number, toMs?: number): Record<string, unknown>[];
  /** Every Checkbox receipt made, with how many sell calls named it (GET /__stand-in/receipts). */
  receipts(): StandInReceipt[];
  /** A shift opened by "another instance" just before the shop looks (POST /__stand-in/shift-already-open). */
  shiftAlreadyOpen(): void;
  /** The cashier's tokens run out: the next call gets 401 (POST /__stand-in/expire-cashier-tokens). */
  expireCashierTokens(): void;
  /** How many provider calls it has had, for tests that count retries. */
  calls(): number;
  stop(): Promise<void>;
}

async function readBody(req: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

function send(res: ServerResponse, reply: Reply): void {
  const isText = typeof reply.body === 'string';
  res.writeHead(reply.status, { 'Content-Type': isText ? 'text/plain; charset=utf-8' : 'application/json; charset=utf-8', ...reply.headers });
  res.end(isText ? reply.body : JSON.stringify(reply.body));
}

const parseJson = (text: string): unknown => {
  try {
    return text ? (JSON.parse(text) as unknown) : null;
  } catch {
    return undefined;
  }
};

/** Which provider a path belongs to, and the call's name for failNext. */
function providerCall(method: string, path: string, form: URLSearchParams): { provider: ProviderName; name: string } | null {
  if (path.startsWith('/api/merchant/')) return { provider: 'monobank', name: `${method} ${path}` };
  if (path.startsWith('/api/v1/')) return { provider: 'checkbox', name: `${method} ${path}` };
  if (path === '/api/request') {
    const request = liqpayData(form.get('data') ?? '') as { action?: unknown } | null;
    return { provider: 'liqpay', name: `liqpay ${String(request?.action)}` };
  }
  return null;
}

const FIVE_XX: Record<ProviderName, Reply> = {
  monobank: { status: 500, body: { errCode: 'INTERNAL_ERROR', errText: 'internal server error' } },
  liqpay: { status: 502, body: '<html><body>502 Bad Gateway</body></html>', headers: { 'Content-Type': 'text/html' } },
  checkbox: { status: 500, body: { message: 'Internal Server Error' } },
};
const UNAVAILABLE: Reply = { status: 503, body: '<html><body>503 Service Temporarily Unavailable</body></html>', headers: { 'Content-Type': 'text/html' } };

export async function startPaymentStandIn({ port = 0, host = '127.0.0.1' }: { port?: number; host?: string } = {}): Promise<PaymentStandIn> {
  const state = newStandInState();
  const liqpayKeys = standInPaymentConfigs('http://stand-in').liqpay;
  const webhooks = webhookSender(state, liqpayKeys);
  const checkbox = newCheckboxState();
  let rootUrl = '';
  const ctx: StandInContext = { state, webhooks, rootUrl: () => rootUrl };
  const queued: { mode: FailureMode; call: string | null }[] = [];
  let checkboxIsDown = false;
  let answered = 0;
  const held = new Set<ServerResponse>();

  function takeFailure(provider: ProviderName, name: string): FailureMode | undefined {
    if (provider === 'checkbox' && checkboxIsDown) return 'unavailable';
    const index = queued.findIndex((item) => item.call === null || item.call === name || item.call === provider);
    return index < 0 ? undefined : queued.splice(index, 1)[0]!.mode;
  }

  function control(path: string, body: Record<string, unknown>): Reply {
    const done = (answer: unknown = { ok: true }): Reply => ({ status: 200, body: answer });
    switch (path) {
      case '/__stand-in/fail': {
        if (!FAILURE_MODES.includes(body.mode as FailureMode)) return { status: 400, body: { message: `mode is one of ${FAILURE_MODES.join(', ')}` } };
        const call = typeof body.call === 'string' ? body.call : null;
        for (let i = 0; i < (Number(body.count) || 1); i += 1) queued.push({ mode: body.mode as FailureMode, call });
        return done({ queued: queued.length });
      }
      case '/__stand-in/checkbox-down':
        checkboxIsDown = body.down === true;
        return done();
      case '/__stand-in/webhook-plan':
        webhooks.plan({ mode: body.mode, delayMs: Number(body.delayMs) || 0 } as WebhookPlan, Number(body.count) || 1);
        return done();
      case '/__stand-in/webhooks':
        return done(webhooks.sent());
      case '/__stand-in/replay':
        return done(webhooks.replay(Number(body.seq)));
      case '/__stand-in/forge': {
        const invoice = state.invoices.get(String(body.invoiceId));
        return invoice ? done(webhooks.forge(invoice, typeof body.status === 'string' ? body.status : undefined)) : { status: 404, body: { message: 'no such invoice' } };
      }
      case '/__stand-in/invoice': {
        const invoice = state.invoices.get(String(body.invoiceId));
        return invoice ? done({ ...invoice, monobank: monoInvoiceBody(invoice) }) : { status: 404, body: { message: 'no such invoice' } };
      }
      case '/__stand-in/advance-time':
        state.advance(Number(body.ms) || 0);
        expireDue(ctx);
        return done({ now: state.now() });
      case '/__stand-in/rotate-key':
        state.rotateKey();
        return done();
      case '/__stand-in/statement':
        return done({ list: monoStatementList(state, Number(body.fromMs) || 0, Number(body.toMs) || state.now()) });
      case '/__stand-in/receipts':
        return done([...checkbox.receipts.values()]);
      case '/__stand-in/shift-already-open':
        openShiftElsewhere(checkbox);
        return done();
      case '/__stand-in/expire-cashier-tokens':
        checkbox.tokens.clear();
        return done();
      default:
        return { status: 404, body: { message: `no control ${path}` } };
    }
  }

  function answerProvider(provider: ProviderName, req: IncomingMessage, url: URL, text: string, form: URLSearchParams): Reply {
    if (provider === 'liqpay') return answerLiqpayApi(ctx, liqpayKeys, form);
    if (provider === 'checkbox') {
      const bearer = /^Bearer\s+(\S+)/i.exec(req.headers.authorization ?? '')?.[1];
      const license = req.headers['x-license-key'];
      return answerCheckbox(checkbox, req.method ?? 'GET', url.pathname.replace(/^\/api\/v1/, ''), parseJson(text), { license: typeof license === 'string' ? license : undefined, bearer });
    }
    const token = req.headers['x-token'];
    return answerMonobank(ctx, req.method ?? 'GET', url, parseJson(text), typeof token === 'string' && token ? token : undefined);
  }

  async function route(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const url = new URL(req.url ?? '/', 'http://stand-in');
    const method = req.method ?? 'GET';
    const text = await readBody(req);
    const form = new URLSearchParams(method === 'GET' ? url.search : text);
    if (url.pathname.startsWith('/__stand-in/')) return send(res, control(url.pathname, (parseJson(text) ?? {}) as Record<string, unknown>));
    expireDue(ctx);
    const pay = /^\/pay\/([^/]+)$/.exec(url.pathname);
    if (pay) return send(res, answerPayPage(ctx, method, decodeURIComponent(pay[1]!), form));
    if (url.pathname === '/api/3/checkout') return send(res, answerCheckout(ctx, liqpayKeys, form));
    const call = providerCall(method, url.pathname, form);
    if (!call) return send(res, { status: 404, body: { message: `nothing at ${url.pathname}` } });
    answered += 1;
    const failure = takeFailure(call.provider, call.name);
    if (failure === 'timeout') {
      held.add(res); // never answered; the client's own time limit ends it
      res.on('close', () => held.delete(res));
      return;
    }
    if (failure) return send(res, failure === 'error' ? FIVE_XX[call.provider] : UNAVAILABLE);
    return send(res, answerProvider(call.provider, req, url, text, form));
  }

  const server = createServer((req, res) => {
    route(req, res).catch((error: unknown) => send(res, { status: 500, body: { message: String(error) } }));
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => {
      server.off('error', reject);
      resolve();
    });
  });
  rootUrl = `http://${host}:${(server.address() as AddressInfo).port}`;
  const ask = (path: string, body: Record<string, unknown> = {}) => control(`/__stand-in/${path}`, body).body;

  return {
    url: rootUrl,
    failNext: (mode, count = 1, call) => void ask('fail', { mode, count, call }),
    checkboxDown: (down) => void ask('checkbox-down', { down }),
    planWebhooks: (plan, count = 1) => webhooks.plan(plan, count),
    webhooksSent: () => webhooks.sent(),
    webhooksSettled: () => webhooks.settled(),
    replayWebhook: (seq) => webhooks.replay(seq),
    forgeWebhook: (invoiceId, status) => {
      const invoice = state.invoices.get(invoiceId);
      if (!invoice) throw new Error(`no invoice ${invoiceId}`);
      return webhooks.forge(invoice, status);
    },
    invoice: (invoiceId) => {
      const invoice = state.invoices.get(invoiceId);
      return invoice && structuredClone(invoice);
    },
    advanceTime: (ms) => void ask('advance-time', { ms }),
    rotateKey: () => state.rotateKey(),
    statement: (fromMs = 0, toMs = state.now()) => monoStatementList(state, fromMs, toMs),
    receipts: () => [...checkbox.receipts.values()].map((receipt) => ({ ...receipt })),
    shiftAlreadyOpen: () => openShiftElsewhere(checkbox),
    expireCashierTokens: () => checkbox.tokens.clear(),
    calls: () => answered,
    stop: async () => {
      await webhooks.settled();
      await new Promise<void>((resolve, reject) => {
        for (const res of held) res.destroy();
        server.closeAllConnections();
        server.close((error) => (error ? reject(error) : resolve()));
      });
    },
  };
}
