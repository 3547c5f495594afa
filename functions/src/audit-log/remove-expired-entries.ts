// The retention run: entries whose `expiresAt` has passed are deleted in batches, oldest first,
// up to a bound per run (a later run takes the rest).
import * as logger from 'firebase-functions/logger';
import { Timestamp } from 'firebase-admin/firestore';
import { db } from '../admin';
import { auditLog } from './audit-entries';

const BATCH = 400;
const MAX_BATCHES_PER_RUN = 25;

/** Answers how many entries were removed. */
export async function removeExpiredEntries(now = Timestamp.now()): Promise<number> {
  let removed = 0;
  for (let batchNo = 0; batchNo < MAX_BATCHES_PER_RUN; batchNo++) {
    const expired = await auditLog().where('expiresAt', '<=', now).orderBy('expiresAt').limit(BATCH).select().get();
    if (expired.empty) break;
    const batch = db.batch();
    for (const doc of expired.docs) batch.delete(doc.ref);
    await batch.commit();
    removed += expired.size;
    if (expired.size < BATCH) break;
  }
  if (removed) logger.info('Expired audit entries removed', { removed });
  return removed;
}
