// HTTP to a carrier with explicit time limits and retries. Only reads are retried: a write that
// got no answer may have happened at the carrier, so repeating it could make a second waybill.
import { exchangeJson, mapOutboundFailure } from '../http/outbound-json';
import { carrierError, CarrierError, type CarrierName } from './carrier-error';

/** A directory page of a whole city (hundreds of branches) can take seconds at the carrier. */
const READ_TIMEOUT_MS = 10_000;
/** Waybill calls are made while the ADMIN waits; past this the outcome is reported as unknown. */
const WRITE_TIMEOUT_MS = 15_000;
/** Reads are idempotent: three tries ride out a dropped connection or a brief 5xx. */
const READ_ATTEMPTS = 3;
/** Pause before the second and third read, so a struggling carrier is not hammered. */
const READ_RETRY_DELAYS_MS = [300, 1_000] as const;

interface CarrierRequest {
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
interface CarrierAnswer {
  status: number;
  json: unknown;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

function sendOnce(request: CarrierRequest): Promise<CarrierAnswer> {
  const timeoutMs = request.timeoutMs ?? (request.idempotent ? READ_TIMEOUT_MS : WRITE_TIMEOUT_MS);
  const exchange = exchangeJson({
    url: request.url,
    method: request.method,
    headers: { ...(request.body === undefined ? {} : { 'Content-Type': 'application/json' }), ...request.headers },
    body: request.body === undefined ? undefined : JSON.stringify(request.body),
    timeoutMs,
  });
  return mapOutboundFailure(exchange, ({ kind, status, detail }) => {
    if (kind === 'not-json') return carrierError('CARRIER_BAD_ANSWER', request.carrier, request.call, { carrierCodes: [`HTTP_${status}`], carrierMessages: [detail] });
    // A 5xx or no answer: whether the carrier did the write first cannot be known.
    return carrierError('CARRIER_UNAVAILABLE', request.carrier, request.call, {
      ...(status === null ? {} : { carrierCodes: [`HTTP_${status}`] }),
      carrierMessages: [detail],
      outcomeUnknown: !request.idempotent,
    });
  });
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
