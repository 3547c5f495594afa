// Ukrposhta's address classifier: post offices by postcode or by city. Reads, retried.
import { z } from 'zod';
import type { UpCity, UpPostOffice } from '../model/up-copy-docs';
import type { UkrposhtaConfig } from './carrier-config';
import { callUkrposhta, classifierEntries } from './ukrposhta-request';

const CLASSIFIER = '/address-classifier-ws';
const flag = z.union([z.string(), z.number()]).transform((value) => Number(value));
const text = z.union([z.string(), z.number()]).transform((value) => String(value));

const upOffice = z.object({
  ID: text,
  POSTINDEX: text,
  PO_SHORT: z.string(),
  ADDRESS: z.string(),
  CITY_UA: z.string().optional(),
  LOCK_CODE: flag,
  IS_NODISTRICT: flag,
  RESTRICTED_ACCESS: flag,
});

const upCity = z.object({
  CITY_ID: text,
  CITY_UA: z.string(),
  REGION_UA: z.string().default(''),
  DISTRICT_UA: z.string().default(''),
  CITY_TYPE_UA: z.string().default(''),
});

function toOffice(row: z.infer<typeof upOffice>): UpPostOffice {
  return {
    id: row.ID,
    postcode: row.POSTINDEX,
    name: row.PO_SHORT,
    address: row.ADDRESS,
    city: row.CITY_UA ?? null,
    selectable: row.LOCK_CODE === 0 && row.IS_NODISTRICT === 0 && row.RESTRICTED_ACCESS === 0,
  };
}

/** A GET of the classifier, its entries checked with `entry`: a read, so retried. */
function readClassifier<T extends z.ZodType>(config: UkrposhtaConfig, endpoint: string, query: Record<string, string>, entry: T) {
  return callUkrposhta(config, { method: 'GET', path: `${CLASSIFIER}/${endpoint}`, query, answer: classifierEntries(entry), idempotent: true });
}

export async function postOfficesByPostcode(config: UkrposhtaConfig, postcode: string): Promise<UpPostOffice[]> {
  const rows = await readClassifier(config, 'get_postoffices_by_postindex', { pi: postcode }, upOffice);
  return rows.map(toOffice);
}

export async function postOfficesByCityId(config: UkrposhtaConfig, cityId: string): Promise<UpPostOffice[]> {
  const rows = await readClassifier(config, 'get_postoffices_by_city_id', { city_id: cityId }, upOffice);
  return rows.map(toOffice);
}

/** Cities whose Ukrainian name starts with `name` (region and district left open). */
export async function findCities(config: UkrposhtaConfig, name: string): Promise<UpCity[]> {
  const rows = await readClassifier(config, 'get_city_by_region_id_and_district_id_and_city_ua', { city_ua: name }, upCity);
  return rows.map((row) => ({ cityId: row.CITY_ID, name: row.CITY_UA, region: row.REGION_UA, district: row.DISTRICT_UA, cityType: row.CITY_TYPE_UA }));
}
