// Nova Poshta's JSON envelope: every call is one POST with apiKey, modelName, calledMethod and
// methodProperties, and every answer has the same shape with HTTP 200, success or not.
import { z } from 'zod';
import { carrierError } from './carrier-error';
import { sendToCarrier } from './carrier-http';
import type { NovaPoshtaConfig } from './carrier-config';

const answerEnvelope = z.object({
  success: z.boolean(),
  data: z.array(z.unknown()),
  errors: z.union([z.array(z.string()), z.record(z.string(), z.string())]).default([]),
  errorCodes: z.array(z.string()).default([]),
  warnings: z.unknown().optional(),
  info: z.unknown().optional(),
});

/** The carrier sometimes sends `errors` as an object keyed by field; keep only the texts. */
const texts = (errors: string[] | Record<string, string>) => (Array.isArray(errors) ? errors : Object.values(errors));

interface NovaPoshtaCall<T> {
  modelName: string;
  calledMethod: string;
  methodProperties: Record<string, unknown>;
  /** Each item of `data`; an item that does not match makes the whole answer CARRIER_BAD_ANSWER. */
  item: z.ZodType<T>;
  /** Reads are retried on no answer; writes (save, Counterparty.save) never are. */
  idempotent: boolean;
}

interface NovaPoshtaResult<T> {
  data: T[];
  /** `info.totalCount` where the call pages (getWarehouses, getSettlements). */
  totalCount: number | null;
}

export async function callNovaPoshta<T>(config: NovaPoshtaConfig, call: NovaPoshtaCall<T>): Promise<NovaPoshtaResult<T>> {
  const name = `${call.modelName}.${call.calledMethod}`;
  const answer = await sendToCarrier({
    carrier: 'novaPoshta',
    call: name,
    url: config.baseUrl,
    method: 'POST',
    idempotent: call.idempotent,
    timeoutMs: config.timeoutMs,
    body: {
      apiKey: config.apiKey,
      modelName: call.modelName,
      calledMethod: call.calledMethod,
      methodProperties: call.methodProperties,
    },
  });
  const envelope = answerEnvelope.safeParse(answer.json);
  if (!envelope.success) {
    throw carrierError('CARRIER_BAD_ANSWER', 'novaPoshta', name, {
      carrierCodes: [`HTTP_${answer.status}`],
      carrierMessages: [`not the Nova Poshta envelope: ${envelope.error.issues[0]?.message ?? ''}`],
    });
  }
  if (!envelope.data.success) {
    throw carrierError('CARRIER_REJECTED', 'novaPoshta', name, {
      carrierCodes: envelope.data.errorCodes,
      carrierMessages: texts(envelope.data.errors),
    });
  }
  const items = z.array(call.item).safeParse(envelope.data.data);
  if (!items.success) {
    const issue = items.error.issues[0];
    throw carrierError('CARRIER_BAD_ANSWER', 'novaPoshta', name, {
      carrierMessages: [`unexpected data at ${issue?.path.join('.') ?? '?'}: ${issue?.message ?? ''}`],
    });
  }
  const info = envelope.data.info as { totalCount?: unknown } | undefined;
  const total = Number(info?.totalCount);
  return { data: items.data, totalCount: Number.isFinite(total) ? total : null };
}
