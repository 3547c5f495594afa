// The display-number counter of the first scheme: numbers now come in blocks that start above it (docs/adr/0002-display-numbers.md).
import type { Firestore } from 'firebase-admin/firestore';
import { COLLECTIONS } from '../../functions/src/model/collections.ts';
import type { CounterDoc } from '../../functions/src/model/types.ts';
import { isFirestoreCode } from './firestore-errors.ts';

/** Starts the counter at 0 only if it is missing: real orders may already have advanced it. */
export async function ensureShoppingCardCounter(db: Firestore): Promise<'created' | 'kept'> {
  try {
    await db.collection(COLLECTIONS.counters).doc('shoppingCards').create({ value: 0 } satisfies CounterDoc);
    return 'created';
  } catch (error) {
    if (isFirestoreCode(error, 'ALREADY_EXISTS')) return 'kept';
    throw error;
  }
}
