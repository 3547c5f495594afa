// A carrier's lookup, read through the shop's copy in Firestore: a fresh copy answers at once; a
// missing or week-old one is asked of the carrier once and kept. When the carrier fails, an older
// copy still answers, so checkout keeps working; without any copy the carrier's error is answered.
// Each keystroke of a search filters the instance's memory instead of reading the copy again.
import type { DocumentReference } from 'firebase-admin/firestore';
import * as logger from 'firebase-functions/logger';
import { config } from '../config';
import { typedConverter } from '../model/converters';
import { UP_FRESH_MS, upCopyDoc, type UpCopyDoc } from '../model/up-copy-docs';

const KEEP_IN_INSTANCE_MS = config.isEmulator ? 5_000 : 60_000;
const KEPT_MAX = 500;

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
    logger.warn('Carrier lookup failed; answering the older copy', { path: ref.path, error: String(error) });
    return copy.items;
  }
  // Empty answers are not kept: made-up postcodes or names must not fill the copy.
  if (items.length > 0) await ref.set(upCopyDoc(items, now));
  else if (copy) await ref.delete();
  return items;
}

/** The copy of `ref`, through the instance's memory for a minute (five seconds in the emulator). */
export function keptInInstance<T>(ref: DocumentReference, ask: () => Promise<T[]>): Promise<T[]> {
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
 * that a stranger cannot make the shop ask the carrier for every key there is. A refusal there is
 * answered like a carrier failure: an older copy if there is one, else the 429.
 */
type BeforeAsking = () => Promise<void>;
export const askFreely: BeforeAsking = async () => {};
