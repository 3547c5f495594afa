// A local stand-in for Nova Poshta and Ukrposhta: the carriers' envelopes, field names and
// error shapes from recorded fixtures. It lives beside the tests because it is never deployed;
// npm start and the test runner can import it like tests/support imports functions/src.
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { answerNovaPoshta, npFailure } from './nova-poshta-stand-in';
import { documentsMade, newState, type StandInState } from './nova-poshta-documents';
import { printedForm, type PrintedForm } from './printed-forms';
import { answerUkrposhta, madeBarcodes } from './ukrposhta-stand-in';

/**
 * How a request can be made to fail: by the X-Stand-In-Fail header, or by failNext(). `lost-answer`
 * does the call, then never answers: a waybill made whose answer the shop never gets.
 */
export const FAILURE_MODES = ['timeout', 'error', 'malformed', 'wrong-shape', 'unavailable', 'lost-answer'] as const;
export type FailureMode = (typeof FAILURE_MODES)[number];

export interface CarrierStandIn {
  /** Root URL; Nova Poshta is at /novaposhta/v2.0/json/, Ukrposhta under /ukrposhta. */
  url: string;
  /**
   * The next `count` carrier calls fail this way (also POST /__stand-in/fail { mode, count, call }); with
   * `call` (`InternetDocument.save`, `POST /ecom/0.0.1/shipments`, `printMarking`) only calls of that name.
   */
  failNext(mode: FailureMode, count?: number, call?: string): void;
  /** Sets a waybill's tracking status code (also POST /__stand-in/parcel-status { number, statusCode }). */
  setParcelStatus(trackingNumber: string, statusCode: string): void;
  /** Payment control (AfterpaymentOnGoodsCost) allowed or refused with 20000204637. */
  allowPaymentControl(allowed: boolean): void;
  /** How many carrier calls it has answered (or held), for tests that count retries. */
  calls(): number;
  state: StandInState;
  stop(): Promise<void>;
}

async function readBody(req: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

function send(res: ServerResponse, status: number, body: unknown) {
  res.writeHead(status, { 'Content-Type': 'application/json; charset=utf-8' });
  res.end(typeof body === 'string' ? body : JSON.stringify(body));
}

/** `Model.method` for Nova Poshta, `printMarking` for its print address, `METHOD /path` for Ukrposhta. */
function callName(isNovaPoshta: boolean, method: string, path: string, body: unknown): string {
  if (!isNovaPoshta) return `${method} ${path.replace(/^\/ukrposhta/, '')}`;
  if (path.includes('/printMarking')) return 'printMarking';
  const request = (body ?? {}) as { modelName?: unknown; calledMethod?: unknown };
  return `${String(request.modelName)}.${String(request.calledMethod)}`;
}

function takeQueued(queued: { mode: FailureMode; call: string | null }[], name: string): FailureMode | undefined {
  const index = queued.findIndex((item) => item.call === null || item.call === name);
  return index < 0 ? undefined : queued.splice(index, 1)[0]!.mode;
}

export async function startCarrierStandIn({ port = 0, host = '127.0.0.1' }: { port?: number; host?: string } = {}): Promise<CarrierStandIn> {
  const state = newState();
  const queued: { mode: FailureMode; call: string | null }[] = [];
  let answered = 0;
  const held = new Set<ServerResponse>();

  function control(path: string, body: Record<string, unknown>): [number, unknown] {
    if (path === '/__stand-in/fail' && FAILURE_MODES.includes(body.mode as FailureMode)) {
      const call = typeof body.call === 'string' ? body.call : null;
      for (let i = 0; i < (Number(body.count) || 1); i += 1) queued.push({ mode: body.mode as FailureMode, call });
      return [200, { queued: queued.length }];
    }
    if (path === '/__stand-in/parcel-status') {
      const document = state.documents.find((item) => item.IntDocNumber === body.number);
      if (!document) return [404, { message: 'no such waybill' }];
      document.StatusCode = String(body.statusCode);
      return [200, { ok: true }];
    }
    if (path === '/__stand-in/documents') return [200, documentsMade(state)];
    if (path === '/__stand-in/payment-control') {
      state.paymentControlAllowed = body.allowed === true;
      return [200, { ok: true }];
    }
    return [404, { message: `no control ${path}` }];
  }

  function fail(mode: FailureMode, res: ServerResponse, isNovaPoshta: boolean) {
    if (mode === 'timeout' || mode === 'lost-answer') {
      held.add(res); // never answered; the client's own time limit ends it
      res.on('close', () => held.delete(res));
      return;
    }
    if (mode === 'unavailable') return send(res, 503, '<html><body>503 Service Temporarily Unavailable</body></html>');
    if (mode === 'malformed') return send(res, 200, '{"success": true, "data": [{"Ref": "');
    if (mode === 'wrong-shape') return send(res, 200, isNovaPoshta ? { success: true, data: 'not a list' } : { Entries: 'none', uuid: 7 });
    return isNovaPoshta
      ? send(res, 200, npFailure(['Тестова помилка стенду перевізника'], ['20000999999']))
      : send(res, 400, { code: 'STAND_IN_FAILURE', message: 'Тестова помилка стенду перевізника' });
  }

  /** The carrier's answer to a call (done even when the answer is then lost). */
  function answer(isNovaPoshta: boolean, req: IncomingMessage, url: URL, body: unknown): { status: number; body: unknown } | { form: PrintedForm } {
    const bearer = /^Bearer\s+(\S+)/i.exec(req.headers.authorization ?? '')?.[1];
    if (req.method === 'GET' && (isNovaPoshta || bearer)) {
      const form = printedForm(url.pathname, state, madeBarcodes);
      if (form) return { form };
    }
    if (isNovaPoshta) {
      if (body === undefined) return { status: 200, body: npFailure(['Request body is not valid JSON'], ['20000000001']) };
      return { status: 200, body: answerNovaPoshta(body, state) };
    }
    return answerUkrposhta(req.method ?? 'GET', url, body, bearer);
  }

  const server = createServer((req, res) => {
    void (async () => {
      const url = new URL(req.url ?? '/', 'http://stand-in');
      const text = await readBody(req);
      let body: unknown = null;
      try {
        body = text ? JSON.parse(text) : null;
      } catch {
        body = undefined;
      }
      if (url.pathname.startsWith('/__stand-in/')) {
        const [status, controlAnswer] = control(url.pathname, (body ?? {}) as Record<string, unknown>);
        return send(res, status, controlAnswer);
      }
      const isNovaPoshta = url.pathname.startsWith('/novaposhta/');
      if (!isNovaPoshta && !url.pathname.startsWith('/ukrposhta/')) return send(res, 404, { message: 'unknown carrier' });
      answered += 1;
      const header = req.headers['x-stand-in-fail'];
      const name = callName(isNovaPoshta, req.method ?? 'GET', url.pathname, body);
      const mode = (FAILURE_MODES as readonly string[]).includes(String(header)) ? (header as FailureMode) : takeQueued(queued, name);
      if (mode && mode !== 'lost-answer') return fail(mode, res, isNovaPoshta);
      const reply = answer(isNovaPoshta, req, url, body);
      if (mode === 'lost-answer') return fail(mode, res, isNovaPoshta);
      if ('form' in reply) {
        res.writeHead(reply.form.status, { 'Content-Type': reply.form.contentType });
        return void res.end(reply.form.body);
      }
      return send(res, reply.status, reply.body);
    })().catch((error: unknown) => send(res, 500, { message: String(error) }));
  });
  // A taken port rejects here rather than crashing the process that starts it.
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => {
      server.off('error', reject);
      resolve();
    });
  });
  const address = server.address() as AddressInfo;
  return {
    url: `http://${host}:${address.port}`,
    failNext: (mode, count = 1, call) => void control('/__stand-in/fail', { mode, count, call }),
    setParcelStatus: (number, statusCode) => void control('/__stand-in/parcel-status', { number, statusCode }),
    allowPaymentControl: (allowed) => void control('/__stand-in/payment-control', { allowed }),
    calls: () => answered,
    state,
    stop: () =>
      new Promise<void>((resolve, reject) => {
        for (const res of held) res.destroy();
        server.closeAllConnections();
        server.close((error) => (error ? reject(error) : resolve()));
      }),
  };
}
