// Ukrposhta's classifier (post offices, cities) and the eCom three-step shipment, from the fixtures.
import cities from './fixtures/ukrposhta-cities.json';
import offices from './fixtures/ukrposhta-offices.json';

export interface UkrposhtaReply {
  status: number;
  body: unknown;
}

const entries = (rows: unknown[]) => ({ Entries: rows.length ? { Entry: rows } : {} });
const refused = (message: string, code = 'VALIDATION_ERROR'): UkrposhtaReply => ({ status: 400, body: { code, message } });
let counter = 0;
/** Barcodes of the shipments made, whose stickers can be printed. */
export const madeBarcodes = new Set<string>();

export function answerUkrposhta(method: string, url: URL, body: unknown, bearer: string | undefined): UkrposhtaReply {
  if (!bearer) return { status: 401, body: { code: 'UNAUTHORIZED', message: 'Bearer token is missing' } };
  const path = url.pathname.replace(/^\/ukrposhta/, '');
  const query = url.searchParams;
  if (method === 'GET' && path === '/address-classifier-ws/get_postoffices_by_postindex') {
    const postcode = query.get('pi') ?? query.get('pc') ?? '';
    return { status: 200, body: entries(offices.filter((row) => row.POSTINDEX === postcode)) };
  }
  if (method === 'GET' && path === '/address-classifier-ws/get_postoffices_by_city_id') {
    return { status: 200, body: entries(offices.filter((row) => row.CITY_ID === query.get('city_id'))) };
  }
  if (method === 'GET' && path === '/address-classifier-ws/get_city_by_region_id_and_district_id_and_city_ua') {
    const name = (query.get('city_ua') ?? '').toLowerCase();
    return { status: 200, body: entries(name ? cities.filter((row) => row.CITY_UA.toLowerCase().startsWith(name)) : []) };
  }
  if (method !== 'POST' || !path.startsWith('/ecom/0.0.1/')) return { status: 404, body: { code: 'NOT_FOUND', message: `No ${method} ${path}` } };
  const data = (body ?? {}) as Record<string, unknown>;
  if (path !== '/ecom/0.0.1/addresses' && !query.get('token')) return { status: 401, body: { code: 'UNAUTHORIZED', message: 'Counterparty token is missing' } };
  counter += 1;
  if (path === '/ecom/0.0.1/addresses') {
    if (!/^\d{5}$/.test(String(data.postcode))) return refused('postcode must have 5 digits');
    return { status: 200, body: { id: 100_000 + counter, ...data } };
  }
  if (path === '/ecom/0.0.1/clients') {
    if (!data.firstName || !data.lastName || !data.addressId) return refused('firstName, lastName and addressId are required');
    if (!/^380\d{9}$/.test(String(data.phoneNumber))) return refused('phoneNumber is invalid');
    return { status: 200, body: { uuid: `client-${counter}`, ...data } };
  }
  if (path === '/ecom/0.0.1/shipments') {
    const parcels = Array.isArray(data.parcels) ? (data.parcels as { weight?: unknown }[]) : [];
    if (!parcels.length || !(Number(parcels[0]?.weight) > 0)) return refused('parcels[0].weight must be positive');
    if (Number(parcels[0]?.weight) > 30_000) return refused('parcel is heavier than 30 kg', 'WEIGHT_LIMIT');
    const barcode = `0500${String(1_000_000_000 + counter).slice(1)}`;
    madeBarcodes.add(barcode);
    return { status: 200, body: { uuid: `shipment-${counter}`, barcode, type: data.type, deliveryType: data.deliveryType } };
  }
  return { status: 404, body: { code: 'NOT_FOUND', message: `No ${method} ${path}` } };
}
