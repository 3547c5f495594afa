// One JSON exchange with an outside service (a carrier, a payment provider, the ПРРО): an explicit
// time limit, and the ways it can fail told apart, each with the same short detail. The adapters
// keep their own policy on top (which calls are retried) and turn a failure into their own error.
/** How an exchange failed before the service gave a usable answer. */
type OutboundFailure =
  | { kind: 'timeout'; status: null; detail: string }
  | { kind: 'unreachable'; status: null; detail: string }
  | { kind: 'server-error'; status: number; detail: string }
  | { kind: 'not-json'; status: number; detail: string };

class OutboundError extends Error {
  constructor(readonly failure: OutboundFailure) {
    super(`${failure.kind}: ${failure.detail}`);
    this.name = 'OutboundError';
  }
}

interface OutboundRequest {
  url: string;
  method: string;
  headers?: Record<string, string>;
  /** Already encoded; its Content-Type goes in `headers`. */
  body?: string;
  timeoutMs: number;
}

/** An answer below 500: its HTTP status and parsed JSON body (null when empty). */
interface OutboundAnswer {
  status: number;
  json: unknown;
}

/** Sends once; answers, or throws OutboundError (and only that) for a failure. */
export async function exchangeJson(request: OutboundRequest): Promise<OutboundAnswer> {
  let response: Response;
  let text: string;
  try {
    response = await fetch(request.url, {
      method: request.method,
      headers: { Accept: 'application/json', ...request.headers },
      body: request.body,
      signal: AbortSignal.timeout(request.timeoutMs),
    });
    text = await response.text();
  } catch (error) {
    const timedOut = error instanceof Error && error.name === 'TimeoutError';
    throw new OutboundError(timedOut ? { kind: 'timeout', status: null, detail: `no answer in ${request.timeoutMs} ms` } : { kind: 'unreachable', status: null, detail: String(error) });
  }
  if (response.status >= 500) throw new OutboundError({ kind: 'server-error', status: response.status, detail: text.slice(0, 300) });
  if (text.trim() === '') return { status: response.status, json: null };
  try {
    return { status: response.status, json: JSON.parse(text) as unknown };
  } catch {
    throw new OutboundError({ kind: 'not-json', status: response.status, detail: `not JSON: ${text.slice(0, 120)}` });
  }
}

/** Runs `exchange`, turning an OutboundError into the caller's own error. */
export async function mapOutboundFailure<T>(exchange: Promise<T>, toError: (failure: OutboundFailure) => Error): Promise<T> {
  try {
    return await exchange;
  } catch (error) {
    throw error instanceof OutboundError ? toError(error.failure) : error;
  }
}
