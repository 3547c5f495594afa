// HTTP to a carrier with explicit time limits and retries. Only reads are retried: a write that
// got no answer may have happened at the carrier, so repeating it could make a second waybill.
import { carrierError, CarrierError, type CarrierName } from './carrier-error';

/** A directory page of a whole city (hundreds of branches) can take seconds at the carrier. */
export const READ_TIMEOUT_MS = 10_000;
/** Waybill calls are made while the ADMIN waits; past this the outcome is reported as unknown. */
export const WRITE_TIMEOUT_MS = 15_000;
/** Reads are idempotent: three tries ride out a dropped connection or a brief 5xx. */
export const READ_ATTEMPTS = 3;
/** Pause before the second and third read, so a struggling carrier is not hammered. */
export const READ_RETRY_DELAYS_MS = [300, 1_000] as const;

export interface CarrierRequest {
  carrier: CarrierName;
  call: string;
  url: string;
  method: 'GET' | 'POST' | 'DELETE';
  headers?: Record<string, string>;
  body?: unknown;
  /** Safe to repeat: reads, and deletes of a known document. */
  idempotent: boolean;
  timeoutMs?: number;
}

/** The carrier's answer: HTTP status and the parsed JSON body (null for an empty body). */
export interface CarrierAnswer {
  status: number;
  json: unknown;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function sendOnce(request: CarrierRequest): Promise<CarrierAnswer> {
  const timeoutMs = request.timeoutMs ?? (request.idempotent ? READ_TIMEOUT_MS : WRITE_TIMEOUT_MS);
  const unknownIfWrite = { outcomeUnknown: !request.idempotent };
  let response: Response;
  let text: string;
  try {
    response = await fetch(request.url, {
      method: request.method,
      headers: { Accept: 'application/json', ...(request.body === undefined ? {} : { 'Content-Type': 'application/json' }), ...request.headers },
      body: request.body === undefined ? undefined : JSON.stringify(request.body),
      signal: AbortSignal.timeout(timeoutMs),
    });
    text = await response.text();
  } catch (error) {
    const reason = error instanceof Error && error.name === 'TimeoutError' ? `no answer in ${timeoutMs} ms` : String(error);
    throw carrierError('CARRIER_UNAVAILABLE', request.carrier, request.call, { carrierMessages: [reason], ...unknownIfWrite });
  }
  if (response.status >= 500) {
    // A 5xx says the carrier failed; whether it did the write first cannot be known.
    throw carrierError('CARRIER_UNAVAILABLE', request.carrier, request.call, {
      carrierCodes: [`HTTP_${response.status}`],
      carrierMessages: [text.slice(0, 300)],
      ...unknownIfWrite,
    });
  }
  if (text.trim() === '') return { status: response.status, json: null };
  try {
    return { status: response.status, json: JSON.parse(text) as unknown };
  } catch {
    throw carrierError('CARRIER_BAD_ANSWER', request.carrier, request.call, {
      carrierCodes: [`HTTP_${response.status}`],
      carrierMessages: [`not JSON: ${text.slice(0, 120)}`],
    });
  }
}

/** Sends the request; retries reads on CARRIER_UNAVAILABLE only (a refusal will not change). */
export async function sendToCarrier(request: CarrierRequest): Promise<CarrierAnswer> {
  const attempts = request.idempotent ? READ_ATTEMPTS : 1;
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await sendOnce(request);
    } catch (error) {
      const retry = error instanceof CarrierError && error.code === 'CARRIER_UNAVAILABLE' && attempt < attempts;
      if (!retry) throw error;
      await sleep(READ_RETRY_DELAYS_MS[attempt - 1] ?? 1_000);
    }
  }
}
