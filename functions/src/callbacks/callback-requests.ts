// Callback requests in Firestore: a shopper's request, the ADMIN's list (newest first, paged by
// cursor, since requests leave the open list when marked done) and marking one done.
import { FieldValue, type Timestamp } from 'firebase-admin/firestore';
import type { CallbackRequestView } from '@domain/api/callbacks';
import { db } from '../admin';
import { ApiError } from '../http/api-error';
import { readPage } from '../http/paging';
import { COLLECTIONS, type CallbackRequestDoc } from '../model/types';
import { callbackRequestConverter } from '../model/converters';

/** A usual week of calls fits in one page; a flood of requests is paged, never cut off. */
const CALLBACK_PAGE_SIZE = 100;

const requests = () => db.collection(COLLECTIONS.callbackRequests).withConverter(callbackRequestConverter);

function present(id: string, doc: CallbackRequestDoc): CallbackRequestView {
  const at = (doc.createdAt as Timestamp | null)?.toDate?.() ?? null;
  return {
    _id: id,
    clientName: doc.clientName,
    clientPhone: doc.clientPhone,
    done: doc.done,
    createdAt: at ? at.toISOString() : null,
  };
}

export async function addCallbackRequest(clientName: string, clientPhone: string): Promise<void> {
  const doc: CallbackRequestDoc = { clientName, clientPhone, done: false, createdAt: FieldValue.serverTimestamp() };
  await requests().add(doc);
}

export async function listCallbackRequests({ onlyOpen, startAfterId }: { onlyOpen: boolean; startAfterId?: string | undefined }) {
  // done + createdAt has a composite index (firestore.indexes.json).
  const query = (onlyOpen ? requests().where('done', '==', false) : requests()).orderBy('createdAt', 'desc');
  const pageSize = CALLBACK_PAGE_SIZE;
  const { docs, hasMore } = await readPage({ query, collection: requests(), startAfterId, pageSize, missingCursor: 'CALLBACK_REQUEST_NOT_FOUND' });
  return { data: docs.map((d) => present(d.id, d.data())), hasMore, pageSize };
}

export async function markCallbackDone(requestId: string, adminUid: string) {
  const ref = requests().doc(requestId);
  // A transaction, so a request deleted meanwhile is a 404 rather than a half document.
  return db.runTransaction(async (tx) => {
    const snap = await tx.get(ref);
    if (!snap.exists) throw new ApiError(404, 'CALLBACK_REQUEST_NOT_FOUND');
    tx.update(ref, { done: true, doneAt: FieldValue.serverTimestamp(), doneBy: adminUid });
    return present(snap.id, { ...snap.data()!, done: true });
  });
}
