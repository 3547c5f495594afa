// Helpers of the rate-limit tests: they set a bucket's count in Firestore, where the limiter
// reads it, instead of sending a limit's worth of requests (the emulators' limits are scaled up;
// see rateLimitScale). Every bucket a test touches is deleted afterwards, so that no other test
// from this machine's one address is refused.
import { Timestamp } from 'firebase-admin/firestore';
import { db } from '../src/admin';
import { bucketsOf, effectiveLimit, type RateRule } from '../src/http/rate-limit';
import { COLLECTIONS, type RateLimitDoc } from '../src/model/types';

const buckets = () => db.collection(COLLECTIONS.rateLimits);
const touched = new Set<string>();

/** A bucket id without its window index: the same rule, key and window length at any time. */
type BucketStem = { stem: string; rule: RateRule; seconds: number };

function stemOf(id: string, rule: RateRule, seconds: number): BucketStem {
  return { stem: id.slice(0, id.lastIndexOf('-')), rule, seconds };
}

/** The stems of a rule's buckets for a key the test knows (a phone, an email). */
export function stemsFor(rule: RateRule, key: string): BucketStem[] {
  return bucketsOf({ rule, key }, Date.now()).map((b) => stemOf(b.id, rule, b.window.seconds));
}

/**
 * The stems of a rule's buckets for this test machine's client address, which only the function
 * knows: they are the buckets of that rule whose count `send` (one counted request) raised.
 */
export async function stemsOfOwnAddress(rule: RateRule, send: () => Promise<unknown>): Promise<BucketStem[]> {
  const read = async () => new Map((await buckets().where('rule', '==', rule.name).get()).docs.map((d) => [d.id, d.get('count') as number]));
  const before = await read();
  await send();
  const raised = [...(await read())].filter(([id, count]) => count !== before.get(id));
  // An id is `{hash}-{window seconds}-{window index}`.
  return raised.map(([id]) => {
    touched.add(id);
    return stemOf(id, rule, Number(id.split('-').at(-2)));
  });
}

/**
 * Sets the count of the window of `seconds` to `limit - room` (the limit as the function applies
 * it), in the current window and the next, so that a window ending mid-test changes nothing.
 */
export async function leaveRoom(stems: BucketStem[], seconds: number, room: number): Promise<void> {
  const stem = stems.find((s) => s.seconds === seconds);
  if (!stem) throw new Error(`no bucket of ${seconds} s among ${stems.map((s) => s.seconds).join(', ')}`);
  const window = stem.rule.windows.find((w) => w.seconds === seconds)!;
  const index = Math.floor(Date.now() / (seconds * 1000));
  for (const i of [index, index + 1]) {
    const id = `${stem.stem}-${i}`;
    touched.add(id);
    const doc: RateLimitDoc = {
      rule: stem.rule.name,
      windowSeconds: seconds,
      window: i,
      count: Math.max(0, effectiveLimit(window) - room),
      expiresAt: Timestamp.fromMillis((i + 1) * seconds * 1000),
    };
    await buckets().doc(id).set(doc);
  }
}

/** The current count of a stem's window of `seconds`. */
export async function countOf(stems: BucketStem[], seconds: number): Promise<number> {
  const stem = stems.find((s) => s.seconds === seconds)!;
  const snap = await buckets().doc(`${stem.stem}-${Math.floor(Date.now() / (seconds * 1000))}`).get();
  return (snap.get('count') as number | undefined) ?? 0;
}

/** Deletes every bucket the helpers touched or that `stems` name (all windows of the last minute). */
export async function forgetBuckets(stems: BucketStem[] = []): Promise<void> {
  for (const { stem, seconds } of stems) {
    const index = Math.floor(Date.now() / (seconds * 1000));
    for (const i of [index - 1, index, index + 1]) touched.add(`${stem}-${i}`);
  }
  await Promise.all([...touched].map((id) => buckets().doc(id).delete()));
  touched.clear();
}
