// Ukrposhta's classifier, read through the shop's copy: a fresh copy answers at once; a missing
// or week-old one is asked of the carrier once and kept. When the carrier fails, an older copy
// still answers, so checkout keeps working; without any copy the carrier's error is answered.
import type { DocumentReference } from 'firebase-admin/firestore';
import * as logger from 'firebase-functions/logger';
import { carrierConfigs } from '../carriers/carrier-config';
import { findCities, postOfficesByCityId, postOfficesByPostcode } from '../carriers/ukrposhta-offices';
import { config } from '../config';
import { lowerUk } from '../model/np-directory-docs';
import { UP_FRESH_MS, upCitySearches, upCopyDoc, upOfficesByCity, upOfficesByPostcode, type UpCity, type UpCopyDoc, type UpPostOffice } from '../model/up-copy-docs';
import { typedConverter } from '../model/converters';

/** Each keystroke of a search filters the instance's memory instead of reading the copy again. */
const KEEP_IN_INSTANCE_MS = config.isEmulator ? 5_000 : 60_000;
const KEPT_MAX = 500;
/** The cities of a name's first letters are asked once; longer names filter that answer. */
const CITY_PREFIX_LENGTH = 3;

const kept = new Map<string, { at: number; items: Promise<unknown[]> }>();

async function readThrough<T>(ref: DocumentReference, ask: () => Promise<T[]>): Promise<T[]> {
  const now = Date.now();
  const snap = await ref.withConverter(typedConverter<UpCopyDoc<T>>()).get();
  const copy = snap.data();
  if (copy && now - copy.fetchedAtMs < UP_FRESH_MS) return copy.items;
  let items: T[];
  try {
    items = await ask();
  } catch (error) {
    if (!copy) throw error;
    logger.warn('Ukrposhta classifier failed; answering the older copy', { path: ref.path, error: String(error) });
    return copy.items;
  }
  // Empty answers are not kept: made-up postcodes or names must not fill the copy.
  if (items.length > 0) await ref.set(upCopyDoc(items, now));
  else if (copy) await ref.delete();
  return items;
}

function keptInInstance<T>(ref: DocumentReference, ask: () => Promise<T[]>): Promise<T[]> {
  const now = Date.now();
  const entry = kept.get(ref.path);
  if (entry && now - entry.at < KEEP_IN_INSTANCE_MS) return entry.items as Promise<T[]>;
  const items = readThrough(ref, ask);
  if (kept.size >= KEPT_MAX) kept.delete(kept.keys().next().value!);
  kept.set(ref.path, { at: now, items });
  items.catch(() => kept.delete(ref.path));
  return items;
}

/**
 * Called before the carrier is asked (the copy had no fresh answer): the caller's rate limit, so
 * that a stranger cannot make the shop ask the carrier for every postcode there is. A refusal
 * there is answered like a carrier failure: an older copy if there is one, else the 429.
 */
type BeforeAsking = () => Promise<void>;
const askFreely: BeforeAsking = async () => {};

/** Every office of a postcode as the classifier lists it, open or not (callers filter `selectable`). */
export function officesOfPostcode(postcode: string, beforeAsking = askFreely): Promise<UpPostOffice[]> {
  return keptInInstance(upOfficesByPostcode().doc(postcode), async () => {
    await beforeAsking();
    return postOfficesByPostcode(carrierConfigs().ukrposhta, postcode);
  });
}

export function officesOfCity(cityId: string, beforeAsking = askFreely): Promise<UpPostOffice[]> {
  return keptInInstance(upOfficesByCity().doc(cityId), async () => {
    await beforeAsking();
    return postOfficesByCityId(carrierConfigs().ukrposhta, cityId);
  });
}

/** Ukrainian letters, apostrophes, hyphens and spaces: anything else names no Ukrainian place. */
const PLACE_NAME = /^[а-щьюяґєії' -]+$/;

/** Cities whose name starts with `query`; the classifier is asked by the first letters only. */
export async function citiesNamed(query: string, beforeAsking = askFreely): Promise<UpCity[]> {
  const wanted = lowerUk(query).replace(/\s+/g, ' ');
  if (!PLACE_NAME.test(wanted)) return [];
  const prefix = wanted.slice(0, CITY_PREFIX_LENGTH);
  const asked = prefix.charAt(0).toLocaleUpperCase('uk') + prefix.slice(1);
  const cities = await keptInInstance(upCitySearches().doc(prefix), async () => {
    await beforeAsking();
    return findCities(carrierConfigs().ukrposhta, asked);
  });
  return cities.filter((city) => lowerUk(city.name).startsWith(wanted));
}
