// Every Checkbox call carries the register's X-License-Key and the cashier's bearer token. The token
// is got once and kept; an answer of 401 means it ran out, so the cashier signs in again once.
import type { z } from 'zod';
import type { CheckboxConfig } from './checkbox-config';
import { checkboxErrorBody, checkboxToken } from './checkbox-schemas';
import { exchangeJson, mapOutboundFailure } from '../http/outbound-json';
import { fiscalError } from './fiscal-error';

/** Receipts are issued while the shopper's payment is being settled; past this, outcome unknown. */
const CHECKBOX_TIMEOUT_MS = 15_000;

interface CheckboxCall<T> {
  method: 'GET' | 'POST';
  /** Under /api/v1, e.g. /receipts/sell. */
  path: string;
  body?: unknown;
  answer: z.ZodType<T>;
  /** A write whose answer is lost may have happened. */
  write: boolean;
}

/** An answer below 500 as Checkbox gave it; `json` null for an empty body. */
interface RawAnswer {
  httpStatus: number;
  json: unknown;
}

interface CheckboxSession {
  /** The parsed answer, or FiscalError (FISCAL_REFUSED carries Checkbox's message and detail). */
  call<T>(request: CheckboxCall<T>): Promise<T>;
}

export function checkboxSession(config: CheckboxConfig): CheckboxSession {
  const root = config.baseUrl.replace(/\/+$/, '');
  const timeoutMs = config.timeoutMs ?? CHECKBOX_TIMEOUT_MS;
  let token: string | null = null;

  async function send(name: string, method: string, path: string, body: unknown, bearer: string | null, write: boolean): Promise<RawAnswer> {
    const exchange = exchangeJson({
      url: `${root}${path}`,
      method,
      headers: {
        'X-License-Key': config.licenseKey,
        'X-Client-Name': 'yarn-shop',
        ...(bearer ? { Authorization: `Bearer ${bearer}` } : {}),
        ...(body === undefined ? {} : { 'Content-Type': 'application/json' }),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
      timeoutMs,
    });
    const { status, json } = await mapOutboundFailure(exchange, ({ kind, status, detail }) => {
      const code = kind === 'timeout' ? 'FISCAL_SERVICE_TIMEOUT' : kind === 'not-json' ? 'FISCAL_BAD_ANSWER' : 'FISCAL_SERVICE_DOWN';
      return fiscalError(code, name, { ...(status === null ? {} : { httpStatus: status }), message: detail, ...(kind === 'not-json' ? {} : { outcomeUnknown: write }) });
    });
    return { httpStatus: status, json };
  }

  function refusal(name: string, answer: RawAnswer) {
    const body = checkboxErrorBody.safeParse(answer.json);
    const auth = answer.httpStatus === 401 || answer.httpStatus === 403;
    return fiscalError(auth ? 'FISCAL_AUTH_FAILED' : 'FISCAL_REFUSED', name, {
      httpStatus: answer.httpStatus,
      message: body.success ? body.data.message : null,
      detail: body.success ? (body.data.detail ?? null) : answer.json,
    });
  }

  async function signIn(): Promise<string> {
    const pin = 'pinCode' in config.cashier;
    const path = pin ? '/cashier/signinPinCode' : '/cashier/signin';
    const body = 'pinCode' in config.cashier ? { pin_code: config.cashier.pinCode } : config.cashier;
    const answer = await send(`POST ${path}`, 'POST', path, body, null, false);
    if (answer.httpStatus >= 400) throw refusal(`POST ${path}`, answer);
    const parsed = checkboxToken.safeParse(answer.json);
    if (!parsed.success) throw fiscalError('FISCAL_BAD_ANSWER', `POST ${path}`, { message: 'no access_token' });
    token = parsed.data.access_token;
    return token;
  }

  return {
    async call({ method, path, body, answer, write }) {
      const name = `${method} ${path}`;
      let reply = await send(name, method, path, body, token ?? (await signIn()), write);
      if (reply.httpStatus === 401) reply = await send(name, method, path, body, await signIn(), write);
      if (reply.httpStatus >= 400) throw refusal(name, reply);
      const parsed = answer.safeParse(reply.json);
      if (!parsed.success) {
        throw fiscalError('FISCAL_BAD_ANSWER', name, { httpStatus: reply.httpStatus, message: parsed.error.issues[0]?.message ?? null });
      }
      return parsed.data;
    },
  };
}
