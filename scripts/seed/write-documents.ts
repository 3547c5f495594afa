// Writes many documents with a BulkWriter: batched, parallel and retried by firebase-admin.
import type { Firestore } from 'firebase-admin/firestore';
import type { DocumentWrite } from './documents.ts';

export async function writeDocuments(db: Firestore, writes: DocumentWrite[]): Promise<void> {
  const writer = db.bulkWriter();
  // Subscribe to every write before closing, so a failure is reported here and not as an
  // unhandled rejection; set() replaces the whole document, which keeps the seed idempotent.
  const done = Promise.all(writes.map((write) => writer.set(db.doc(write.path), write.data)));
  await writer.close();
  await done;
}
