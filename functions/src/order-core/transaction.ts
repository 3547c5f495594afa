import type { DocumentReference, Transaction } from 'firebase-admin/firestore';
import { db } from '../admin';

/**
 * Where a test may make an order transaction fail (functions/test/emulator/orders-failure.test.ts):
 * - `write`: just after the n-th write (set, create, update, delete) was queued in the transaction,
 *   with the path of the document it writes;
 * - `staged`: the body has finished, every write is queued and none is committed yet;
 * - `committed`: the transaction has committed and the caller has not had its answer yet.
 * A hook that throws there models a function that dies, or a transaction aborted, at that point.
 */
export type OrderFaultPoint = { at: 'write'; writes: number; path: string } | { at: 'staged'; writes: number } | { at: 'committed' };
export type OrderFault = (point: OrderFaultPoint) => void;

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
 * Orders contend on the same documents (a popular good, one card edited twice at once). A
 * contended transaction is aborted and retried by firebase-admin; more attempts than its default
 * 5 let a burst of buyers converge instead of failing with a 500.
 */
export function runOrderTransaction<T>(body: (tx: Transaction) => Promise<T>): Promise<T> {
  if (fault) return runWithFault(body, fault);
  return db.runTransaction(body, { maxAttempts: 40 });
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
    { maxAttempts: 40 },
  );
  hook({ at: 'committed' });
  return result;
}
