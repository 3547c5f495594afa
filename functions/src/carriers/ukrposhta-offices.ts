// Ukrposhta's address classifier: post offices by postcode or by city. Reads, retried.
import { z } from 'zod';
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

export interface UpPostOffice {
  id: string;
  postcode: string;
  name: string;
  address: string;
  city: string | null;
  /** Open, in a district and not restricted: only these may be offered to a shopper. */
  selectable: boolean;
}

export interface UpCity {
  cityId: string;
  name: string;
  region: string;
  district: string;
  cityType: string;
}

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

export async function postOfficesByPostcode(config: UkrposhtaConfig, postcode: string): Promise<UpPostOffice[]> {
  const rows = await callUkrposhta(config, {
    method: 'GET',
    path: `${CLASSIFIER}/get_postoffices_by_postindex`,
    query: { pi: postcode },
    answer: classifierEntries(upOffice),
    idempotent: true,
  });
  return rows.map(toOffice);
}

export async function postOfficesByCityId(config: UkrposhtaConfig, cityId: string): Promise<UpPostOffice[]> {
  const rows = await callUkrposhta(config, {
    method: 'GET',
    path: `${CLASSIFIER}/get_postoffices_by_city_id`,
    query: { city_id: cityId },
    answer: classifierEntries(upOffice),
    idempotent: true,
  });
  return rows.map(toOffice);
}

/** Cities whose Ukrainian name starts with `name` (region and district left open). */
export async function findCities(config: UkrposhtaConfig, name: string): Promise<UpCity[]> {
  const rows = await callUkrposhta(config, {
    method: 'GET',
    path: `${CLASSIFIER}/get_city_by_region_id_and_district_id_and_city_ua`,
    query: { city_ua: name },
    answer: classifierEntries(upCity),
    idempotent: true,
  });
  return rows.map((row) => ({ cityId: row.CITY_ID, name: row.CITY_UA, region: row.REGION_UA, district: row.DISTRICT_UA, cityType: row.CITY_TYPE_UA }));
}
