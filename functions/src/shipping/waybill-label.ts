// The printable label of a card's waybill, fetched by the server from the carrier (Nova Poshta's
// 100×100 marking, Ukrposhta's sticker) so that the carrier's key never reaches the browser.
import type { WaybillLabel } from '@domain/api/delivery';
import type { CardWaybill } from '@domain/shipping';
import { carrierConfigs, type NovaPoshtaConfig, type UkrposhtaConfig } from '../carriers/carrier-config';
import { carrierError, type CarrierName } from '../carriers/carrier-error';
import { ApiError } from '../http/api-error';
import type { Caller } from '../http/auth';
import { getCardFor } from '../order-core/access';

const LABEL_TIMEOUT_MS = 15_000;
/** A marking is a page or two; anything far larger is not one. */
const LABEL_MAX_BYTES = 5 * 1024 * 1024;

/** The carrier's print address: my.novaposhta.ua for the real API, the stand-in's root otherwise. */
export function npMarkingUrl(config: NovaPoshtaConfig, documentRef: string): string {
  const api = new URL(config.baseUrl);
  const root = api.hostname === 'api.novaposhta.ua' ? 'https://my.novaposhta.ua' : config.baseUrl.replace(/\/v2\.0\/json\/?$/, '');
  return `${root}/orders/printMarking100x100/orders[]/${encodeURIComponent(documentRef)}/type/pdf/apiKey/${encodeURIComponent(config.apiKey)}`;
}

export function upStickerUrl(config: UkrposhtaConfig, barcode: string): string {
  const url = new URL(`${config.baseUrl.replace(/\/+$/, '')}/forms/ecom/0.0.1/shipments/${encodeURIComponent(barcode)}/sticker`);
  url.searchParams.set('size', 'SIZE_A5');
  url.searchParams.set('token', config.counterpartyToken);
  return url.toString();
}

/** Fetches a PDF; anything else (the carriers answer an HTML page for a wrong ref) is refused. */
async function fetchPdf(carrier: CarrierName, call: string, url: string, headers: Record<string, string> = {}): Promise<Buffer> {
  let res: Response;
  try {
    res = await fetch(url, { headers, signal: AbortSignal.timeout(LABEL_TIMEOUT_MS) });
  } catch (error) {
    throw carrierError('CARRIER_UNAVAILABLE', carrier, call, { carrierMessages: [error instanceof Error ? error.message : String(error)] });
  }
  if (res.status >= 500) throw carrierError('CARRIER_UNAVAILABLE', carrier, call, { carrierCodes: [`HTTP_${res.status}`] });
  const bytes = Buffer.from(await res.arrayBuffer());
  if (res.status >= 400) {
    throw carrierError('CARRIER_REJECTED', carrier, call, { carrierCodes: [`HTTP_${res.status}`], carrierMessages: [bytes.toString('utf8', 0, 300)] });
  }
  if (!bytes.subarray(0, 5).equals(Buffer.from('%PDF-')) || bytes.length > LABEL_MAX_BYTES) {
    throw carrierError('CARRIER_BAD_ANSWER', carrier, call, { carrierMessages: [bytes.toString('utf8', 0, 300)] });
  }
  return bytes;
}

function fetchLabel(waybill: CardWaybill & { ref: string }): Promise<Buffer> {
  const configs = carrierConfigs();
  if (waybill.carrier === 'novaposhta') return fetchPdf('novaPoshta', 'printMarking100x100', npMarkingUrl(configs.novaPoshta, waybill.ref));
  const up = configs.ukrposhta;
  return fetchPdf('ukrposhta', 'GET /forms/ecom/0.0.1/shipments/{barcode}/sticker', upStickerUrl(up, waybill.trackingNumber), { Authorization: `Bearer ${up.bearer}` });
}

export async function waybillLabel(cardId: string, caller: Caller | undefined): Promise<WaybillLabel> {
  const waybill = (await getCardFor(cardId, caller)).delivery.waybill;
  // A number typed by hand has no document at the carrier that the shop could print.
  if (!waybill || waybill.manual || !waybill.ref) throw new ApiError(404, 'WAYBILL_LABEL_NOT_AVAILABLE');
  const pdf = await fetchLabel({ ...waybill, ref: waybill.ref });
  return { fileName: `waybill-${waybill.trackingNumber}.pdf`, contentType: 'application/pdf', base64: pdf.toString('base64') };
}
