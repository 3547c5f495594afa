// Rate limits of the public writes. Counts live in Firestore (rateLimits/{bucket}), one document
// per rule, key and time window, so every function instance sees the same count, and a TTL
// policy on `expiresAt` deletes them once their window is over. Increments are atomic and each
// request reads the count after its own increment, so a parallel burst is counted whole and at
// most `limit` requests of a window pass.
import { createHash } from 'node:crypto';
import { FieldValue, Timestamp } from 'firebase-admin/firestore';
import { db } from '../admin';
import { config } from '../config';
import { COLLECTIONS, type RateLimitDoc } from '../model/types';
import { ApiError } from './api-error';

export interface RateWindow {
  limit: number;
  seconds: number;
}

export interface RateRule {
  /** Stable: part of every bucket's id, e.g. `order:phone`. */
  name: string;
  /** Each window is counted on its own; a request must fit in all of them. */
  windows: readonly RateWindow[];
}

/** One rule applied to one key: a client address, a phone or an email address. */
export interface RateCheck {
  rule: RateRule;
  key: string;
}

/**
 * Locally every test, bench client and developer comes from one address with one test phone, so
 * on the emulators each limit is multiplied by RATE_LIMIT_SCALE (1000 unless set; set 1 to meet
 * the real limits). Deployed functions always use the limits as written.
 */
function rateLimitScale(): number {
  if (!config.isEmulator) return 1;
  const scale = Number(process.env.RATE_LIMIT_SCALE ?? 1000);
  return Number.isFinite(scale) && scale >= 1 ? scale : 1;
}

export const effectiveLimit = (window: RateWindow): number => window.limit * rateLimitScale();

interface Bucket {
  id: string;
  rule: RateRule;
  window: RateWindow;
  /** Which window of `window.seconds` since the epoch: windows are fixed, not sliding. */
  index: number;
  endsAtMs: number;
}

/** The buckets a check counts in at `nowMs`. The key is hashed: no addresses or emails in the clear. */
export function bucketsOf({ rule, key }: RateCheck, nowMs: number): Bucket[] {
  const hash = createHash('sha256').update(`${rule.name}\n${key}`).digest('hex').slice(0, 40);
  return rule.windows.map((window) => {
    const index = Math.floor(nowMs / (window.seconds * 1000));
    // The hash leads, so that the ids of one moment spread over Firestore's key range.
    return { id: `${hash}-${window.seconds}-${index}`, rule, window, index, endsAtMs: (index + 1) * window.seconds * 1000 };
  });
}

const bucketRef = (id: string) => db.collection(COLLECTIONS.rateLimits).doc(id);

/** The count as read: written as an increment, so anything but a number means none yet. */
const countOf = (count: unknown): number => (typeof count === 'number' ? count : 0);

function countsOf(buckets: Bucket[]): Promise<number[]> {
  return db.getAll(...buckets.map((b) => bucketRef(b.id))).then((snaps) => snaps.map((s) => countOf(s.get('count'))));
}

/** Answers 429 RATE_LIMITED; the error handler sends retryAfterSeconds as Retry-After too. */
function refuse(full: Bucket[], nowMs: number): never {
  const retryAfterSeconds = Math.max(1, Math.ceil((Math.max(...full.map((b) => b.endsAtMs)) - nowMs) / 1000));
  throw new ApiError(429, 'RATE_LIMITED', { retryAfterSeconds });
}

/**
 * Counts one request against every check, or refuses it with 429 when any window is full.
 * A request already over the limit is refused on a read alone, so a flood writes nothing.
 */
export async function enforceRateLimits(checks: RateCheck[], nowMs = Date.now()): Promise<void> {
  const buckets = checks.flatMap((check) => bucketsOf(check, nowMs));
  if (buckets.length === 0) return;
  const full = (counts: number[], over: (count: number, limit: number) => boolean) =>
    buckets.filter((b, i) => over(counts[i]!, effectiveLimit(b.window)));

  const before = full(await countsOf(buckets), (count, limit) => count >= limit);
  if (before.length > 0) refuse(before, nowMs);

  const batch = db.batch();
  for (const b of buckets) {
    const doc: RateLimitDoc = {
      rule: b.rule.name,
      windowSeconds: b.window.seconds,
      window: b.index,
      count: FieldValue.increment(1),
      expiresAt: Timestamp.fromMillis(b.endsAtMs),
    };
    batch.set(bucketRef(b.id), doc, { merge: true });
  }
  await batch.commit();
  // Read after our own increment: of any requests racing us, only the first `limit` see room.
  const after = full(await countsOf(buckets), (count, limit) => count > limit);
  if (after.length > 0) refuse(after, nowMs);
}
