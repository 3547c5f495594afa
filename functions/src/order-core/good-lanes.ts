// One stock-moving status change at a time per good, across every instance of the function.
// Firestore's transactions lock what they read: when many take the same good at once, each holds
// a read lock the others' commits wait on, and most end aborted after a lock time-out; retrying
// then collides again (the emulator takes about 2 s per such round). A lane is a short lease
// document per good, made with create(), which fails at once while another holder has it, so
// the waiters queue without holding any lock. The lane only spaces the transactions out: the
// stock is still checked and moved in the transaction, so a lost or stale lease costs time, never
// correctness.
import { randomUUID } from 'node:crypto';
import type { Timestamp } from 'firebase-admin/firestore';
import { db } from '../admin';

const LANES = 'stockLanes';
/** A holder that died frees its lane after this long; a live one is done within a second or two. */
const LANE_LEASE_MS = 10_000;
// Waiters look again after a random pause, so that they do not all ask at the same moment.
const POLL_MIN_MS = 40;
const POLL_MAX_MS = 200;
const ALREADY_EXISTS = 6;

const laneRef = (goodId: string) => db.collection(LANES).doc(goodId);
const pause = () => new Promise((resolve) => setTimeout(resolve, POLL_MIN_MS + Math.random() * (POLL_MAX_MS - POLL_MIN_MS)));

interface Held {
  goodId: string;
  writeTime: Timestamp;
}

/** Removes a lease whose holder has run past it (died, or was frozen), unless another took it meanwhile. */
async function clearExpired(goodId: string): Promise<void> {
  const snap = await laneRef(goodId).get();
  const expiresAt = snap.get('expiresAt') as number | undefined;
  if (!snap.exists || expiresAt === undefined || expiresAt > Date.now()) return;
  await laneRef(goodId).delete({ lastUpdateTime: snap.updateTime! }).catch(() => undefined);
}

/**
 * Takes one good's lane, waiting for it until `deadline`. Answers null when the deadline passed
 * or `notNeeded` says the wait is pointless (the stock is gone: the refusal needs no lane).
 */
async function take(goodId: string, deadline: number, notNeeded: () => Promise<boolean>): Promise<Held | null | 'not needed'> {
  const holder = randomUUID();
  let lastExpiryCheck = Date.now();
  for (;;) {
    try {
      const { writeTime } = await laneRef(goodId).create({ holder, expiresAt: Date.now() + LANE_LEASE_MS });
      return { goodId, writeTime };
    } catch (error) {
      if ((error as { code?: unknown }).code !== ALREADY_EXISTS) throw error;
    }
    if (await notNeeded()) return 'not needed';
    if (Date.now() - lastExpiryCheck > LANE_LEASE_MS) {
      lastExpiryCheck = Date.now();
      await clearExpired(goodId);
    }
    if (Date.now() >= deadline) return null;
    await pause();
  }
}

/** Frees a lane, only if it is still this holder's lease. */
const release = ({ goodId, writeTime }: Held) => laneRef(goodId).delete({ lastUpdateTime: writeTime }).catch(() => undefined);

type LaneOutcome<T> = { ran: true; value: T } | { ran: false };

/**
 * Runs `body` holding the lanes of `goodIds` (taken in id order, so two multi-good changes never
 * wait on each other crosswise), or without them once `notNeeded` says so. Answers `ran: false`
 * when the lanes could not be had before `deadline`; nothing was run then.
 */
export async function inGoodLanes<T>(goodIds: readonly string[], deadline: number, notNeeded: () => Promise<boolean>, body: () => Promise<T>): Promise<LaneOutcome<T>> {
  const held: Held[] = [];
  try {
    for (const goodId of [...new Set(goodIds)].sort()) {
      const lane = await take(goodId, deadline, notNeeded);
      if (lane === 'not needed') break;
      if (lane === null) return { ran: false };
      held.push(lane);
    }
    return { ran: true, value: await body() };
  } finally {
    await Promise.all(held.map(release));
  }
}
