// A local stand-in for Nova Poshta and Ukrposhta: the carriers' envelopes, field names and
// error shapes from recorded fixtures. It lives beside the tests because it is never deployed;
// npm start and the test runner can import it like tests/support imports functions/src.
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { answerNovaPoshta, npFailure } from './nova-poshta-stand-in';
import { newState, type StandInState } from './nova-poshta-documents';
import { answerUkrposhta } from './ukrposhta-stand-in';

/** How a request can be made to fail: by the X-Stand-In-Fail header, or by failNext(). */
export const FAILURE_MODES = ['timeout', 'error', 'malformed', 'wrong-shape', 'unavailable'] as const;
export type FailureMode = (typeof FAILURE_MODES)[number];

export interface CarrierStandIn {
  /** Root URL; Nova Poshta is at /novaposhta/v2.0/json/, Ukrposhta under /ukrposhta. */
  url: string;
  /** The next `count` carrier calls fail this way (also POST /__stand-in/fail { mode, count }). */
  failNext(mode: FailureMode, count?: number): void;
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

export async function startCarrierStandIn({ port = 0, host = '127.0.0.1' }: { port?: number; host?: string } = {}): Promise<CarrierStandIn> {
  const state = newState();
  const queued: FailureMode[] = [];
  let answered = 0;
  const held = new Set<ServerResponse>();

  function control(path: string, body: Record<string, unknown>): [number, unknown] {
    if (path === '/__stand-in/fail' && FAILURE_MODES.includes(body.mode as FailureMode)) {
      for (let i = 0; i < (Number(body.count) || 1); i += 1) queued.push(body.mode as FailureMode);
      return [200, { queued: queued.length }];
    }
    if (path === '/__stand-in/parcel-status') {
      const document = state.documents.find((item) => item.IntDocNumber === body.number);
      if (!document) return [404, { message: 'no such waybill' }];
      document.StatusCode = String(body.statusCode);
      return [200, { ok: true }];
    }
    if (path === '/__stand-in/payment-control') {
      state.paymentControlAllowed = body.allowed === true;
      return [200, { ok: true }];
    }
    return [404, { message: `no control ${path}` }];
  }

  function fail(mode: FailureMode, res: ServerResponse, isNovaPoshta: boolean) {
    if (mode === 'timeout') {
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
        const [status, answer] = control(url.pathname, (body ?? {}) as Record<string, unknown>);
        return send(res, status, answer);
      }
      const isNovaPoshta = url.pathname.startsWith('/novaposhta/');
      if (!isNovaPoshta && !url.pathname.startsWith('/ukrposhta/')) return send(res, 404, { message: 'unknown carrier' });
      answered += 1;
      const header = req.headers['x-stand-in-fail'];
      const mode = (FAILURE_MODES as readonly string[]).includes(String(header)) ? (header as FailureMode) : queued.shift();
      if (mode) return fail(mode, res, isNovaPoshta);
      if (isNovaPoshta) {
        if (body === undefined) return send(res, 200, npFailure(['Request body is not valid JSON'], ['20000000001']));
        return send(res, 200, answerNovaPoshta(body, state));
      }
      const bearer = /^Bearer\s+(\S+)/i.exec(req.headers.authorization ?? '')?.[1];
      const reply = answerUkrposhta(req.method ?? 'GET', url, body, bearer);
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
    failNext: (mode, count = 1) => void control('/__stand-in/fail', { mode, count }),
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
