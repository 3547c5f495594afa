import type { Transaction } from 'firebase-admin/firestore';
import { db } from '../admin';

/**
 * Orders contend on the same documents (the counter, a popular good). A contended transaction
 * is aborted and retried by firebase-admin; more attempts than its default 5 let a burst of
 * buyers converge instead of failing with a 500.
 */
export function runOrderTransaction<T>(body: (tx: Transaction) => Promise<T>): Promise<T> {
  return db.runTransaction(body, { maxAttempts: 40 });
}
