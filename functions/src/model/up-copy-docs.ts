// The shop's copy of Ukrposhta's address classifier in Firestore, read through: a postcode's or a
// city's post offices, and the cities a name prefix finds, each kept for a while after the first
// shopper asked for it. Only the functions read and write them (docs/data-model.md says why a
// read-through copy rather than a full one).
import { Timestamp } from 'firebase-admin/firestore';
import { db } from '../admin';

/** A post office and a city as the shop keeps them (the carrier adapter makes them from the classifier's rows). */
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

const UP_COLLECTIONS = {
  byPostcode: 'upOfficesByPostcode',
  byCity: 'upOfficesByCity',
  citySearches: 'upCitySearches',
} as const;

/** Offices change seldom; a week-old copy is fresh enough, and an older one is asked for again. */
export const UP_FRESH_MS = 7 * 24 * 3600_000;
/** A copy nobody asked for in this long is deleted by the TTL policy on `deleteAt`. */
const UP_KEEP_MS = 90 * 24 * 3600_000;

/** One kept answer of the classifier: the offices (or cities) it gave, and when. */
export interface UpCopyDoc<T> {
  items: T[];
  fetchedAtMs: number;
  deleteAt: Timestamp;
}


export const upOfficesByPostcode = () => db.collection(UP_COLLECTIONS.byPostcode);
export const upOfficesByCity = () => db.collection(UP_COLLECTIONS.byCity);
export const upCitySearches = () => db.collection(UP_COLLECTIONS.citySearches);

export function upCopyDoc<T>(items: T[], nowMs: number): UpCopyDoc<T> {
  return { items, fetchedAtMs: nowMs, deleteAt: Timestamp.fromMillis(nowMs + UP_KEEP_MS) };
}
