import type { DocumentReference, Transaction } from 'firebase-admin/firestore';
import { randomInt } from 'node:crypto';
import { db } from '../admin';
import { ApiError } from '../http/api-error';

/**
 * Where a test may make an order transaction fail (functions/test/emulator/orders-failure.test.ts):
 * - `write`: just after the n-th write (set, create, update, delete) was queued in the transaction,
 *   with the path of the document it writes;
 * - `staged`: the body has finished, every write is queued and none is committed yet;
 * - `committed`: the transaction has committed and the caller has not had its answer yet.
 * A hook that throws there models a function that dies, or a transaction aborted, at that point.
 */
export type OrderFaultPoint = { at: 'write'; writes: number; path: string } | { at: 'staged'; writes: number } | { at: 'committed' };
type OrderFault = (point: OrderFaultPoint) => void;

// Module state, set only by tests that call the order functions in their own process. No route
// or request reaches it, so HTTP cannot turn it on, and while it is null production pays one check.
let fault: OrderFault | null = null;

/** Test seam: `hook` is called at each OrderFaultPoint of every order transaction; null turns it off. */
export function setOrderFaultForTests(hook: OrderFault | null): void {
  if (hook && !process.env.FIRESTORE_EMULATOR_HOST) {
    throw new Error('setOrderFaultForTests is for tests against the Firestore emulator only');
  }
  fault = hook;
}

/**
 * How long an order transaction keeps retrying when it loses to contention: well inside the 60 s
 * Hosting waits for a function's answer, so the caller hears 503 and when to come back instead
 * of a gateway time-out. firebase-admin's own retries back off from 1 s by half again each time
 * (about 113 s over 10 retries, then a plain error, a 500), so it is given one attempt a time.
 */
export const ORDER_RETRY_BUDGET_MS = 20_000;
// Full jitter: a random pause up to a ceiling that doubles, so that the losers of one round spread out.
const RETRY_BASE_MS = 100;
const RETRY_CAP_MS = 2_000;
// gRPC ABORTED (lost to contention or a lock time-out), DEADLINE_EXCEEDED, RESOURCE_EXHAUSTED, UNAVAILABLE: nothing was committed.
const CONTENDED = new Set([10, 4, 8, 14]);

const isContended = (error: unknown) => CONTENDED.has((error as { code?: unknown } | null)?.code as number);

/** The answer once the time is up: 503 SERVICE_BUSY, with a Retry-After of 1 to 3 s so that callers come back spread out. */
export const busy = () => new ApiError(503, 'SERVICE_BUSY', { retryAfterSeconds: 1 + randomInt(3) });

/**
 * Orders contend on the same documents (a popular good, one card edited twice at once). A
 * contended attempt is retried after a jittered pause until `deadline`, then answered busy.
 */
export async function runOrderTransaction<T>(body: (tx: Transaction) => Promise<T>, deadline = Date.now() + ORDER_RETRY_BUDGET_MS): Promise<T> {
  for (let attempt = 0; ; attempt += 1) {
    try {
      return await (fault ? runWithFault(body, fault) : db.runTransaction(body, { maxAttempts: 1 }));
    } catch (error) {
      if (!isContended(error)) throw error;
      const wait = Math.random() * Math.min(RETRY_CAP_MS, RETRY_BASE_MS * 2 ** attempt);
      if (Date.now() + wait >= deadline) throw busy();
      await new Promise((resolve) => setTimeout(resolve, wait));
    }
  }
}

const WRITES = new Set<PropertyKey>(['set', 'create', 'update', 'delete']);

/** The same transaction, with `hook` told of every queued write, the end of the body and the commit. */
async function runWithFault<T>(body: (tx: Transaction) => Promise<T>, hook: OrderFault): Promise<T> {
  const result = await db.runTransaction(
    async (tx) => {
      let writes = 0;
      const watched: Transaction = new Proxy(tx, {
        get(target, property) {
          const value: unknown = Reflect.get(target, property, target);
          if (typeof value !== 'function') return value;
          const method = value as (...args: unknown[]) => unknown;
          if (!WRITES.has(property)) return method.bind(target);
          return (...args: unknown[]) => {
            method.apply(target, args);
            writes += 1;
            hook({ at: 'write', writes, path: (args[0] as DocumentReference).path });
            return watched; // the write methods chain
          };
        },
      });
      const value = await body(watched);
      hook({ at: 'staged', writes });
      return value;
    },
    { maxAttempts: 1 },
  );
  hook({ at: 'committed' });
  return result;
}
