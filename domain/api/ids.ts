// Ids that name Firestore documents, as every API body checks them.
import { z } from 'zod';

/**
 * Whether Firestore can hold `id` as a document id: it refuses `.`, `..` and `__…__` with an
 * error (a 500 if let through), so a request naming one names nothing.
 */
export function isDocumentId(id: string): boolean {
  return id !== '.' && id !== '..' && !/^__.*__$/.test(id);
}

/** A document id: no slashes, so it can never address another path. */
export const documentId = z.string().min(1).max(128).regex(/^[^/]+$/).refine(isDocumentId);

/** `startAfterId`: the `_id` of the previous page's last item; absent for the first page. */
export const pageCursor = { startAfterId: documentId.optional() };
