// Pages of the ADMIN's lists whose items leave the list while it is read (an order moves on, a
// callback is marked done). A page starts after the last item of the one before, found by its
// id, so an item leaving or arriving meanwhile never makes another item be skipped.
import type { CollectionReference, Query, QueryDocumentSnapshot } from 'firebase-admin/firestore';
import { ApiError } from './api-error';
import type { MessageKey } from './messages';

;

interface PageRequest<T> {
  /** Ordered already; the cursor is applied on the same order. */
  query: Query<T>;
  collection: CollectionReference<T>;
  startAfterId: string | undefined;
  pageSize: number;
  /** The 404 code when `startAfterId` names nothing. */
  missingCursor: MessageKey;
}

export async function readPage<T>({ query, collection, startAfterId, pageSize, missingCursor }: PageRequest<T>) {
  let page = query;
  if (startAfterId) {
    const cursor = await collection.doc(startAfterId).get();
    if (!cursor.exists) throw new ApiError(404, missingCursor);
    page = page.startAfter(cursor);
  }
  // One more than a page tells whether another page follows without a count query.
  const snap = await page.limit(pageSize + 1).get();
  const docs: QueryDocumentSnapshot<T>[] = snap.docs.slice(0, pageSize);
  return { docs, hasMore: snap.docs.length > pageSize };
}
