// One Ukrposhta call: bearer token, JSON asked for explicitly (the classifier answers XML
// otherwise), a 4xx turned into CARRIER_REJECTED with the carrier's text, and the body validated.
import { z } from 'zod';
import type { UkrposhtaConfig } from './carrier-config';
import { carrierError } from './carrier-error';
import { sendToCarrier } from './carrier-http';

interface UkrposhtaCall<T> {
  method: 'GET' | 'POST';
  /** Under the base URL, e.g. /ecom/0.0.1/shipments. */
  path: string;
  query?: Record<string, string>;
  body?: unknown;
  answer: z.ZodType<T>;
  idempotent: boolean;
}

/** The error bodies seen from the eCom API carry a message and sometimes a code (unconfirmed). */
const errorBody = z
  .object({ message: z.string().optional(), description: z.string().optional(), code: z.union([z.string(), z.number()]).optional() })
  .passthrough();

export async function callUkrposhta<T>(config: UkrposhtaConfig, call: UkrposhtaCall<T>): Promise<T> {
  const name = `${call.method} ${call.path}`;
  const url = new URL(`${config.baseUrl.replace(/\/+$/, '')}${call.path}`);
  for (const [key, value] of Object.entries(call.query ?? {})) url.searchParams.set(key, value);
  const answer = await sendToCarrier({
    carrier: 'ukrposhta',
    call: name,
    url: url.toString(),
    method: call.method,
    headers: { Authorization: `Bearer ${config.bearer}` },
    body: call.body,
    idempotent: call.idempotent,
    timeoutMs: config.timeoutMs,
  });
  if (answer.status >= 400) {
    const body = errorBody.safeParse(answer.json);
    const text = body.success ? (body.data.message ?? body.data.description) : undefined;
    throw carrierError('CARRIER_REJECTED', 'ukrposhta', name, {
      carrierCodes: [`HTTP_${answer.status}`, ...(body.success && body.data.code !== undefined ? [String(body.data.code)] : [])],
      carrierMessages: text ? [text] : [],
    });
  }
  const parsed = call.answer.safeParse(answer.json);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    throw carrierError('CARRIER_BAD_ANSWER', 'ukrposhta', name, {
      carrierMessages: [`unexpected answer at ${issue?.path.join('.') ?? '?'}: ${issue?.message ?? ''}`],
    });
  }
  return parsed.data;
}

/** The classifier's list: `{ Entries: { Entry: [...] } }`; one entry may come as an object, none as {}. */
export function classifierEntries<T extends z.ZodType>(entry: T) {
  return z
    .object({ Entries: z.object({ Entry: z.union([z.array(entry), entry]).optional() }).nullable() })
    .transform((answer): z.infer<T>[] => {
      const found = answer.Entries?.Entry;
      if (found === undefined) return [];
      return Array.isArray(found) ? found : [found];
    });
}
