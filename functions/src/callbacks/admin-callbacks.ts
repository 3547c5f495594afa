// The ADMIN's side of callback requests (issue 6, item 8): the list, newest first, and marking
// one done. Shoppers create them through POST /api/sendcallbackrequest (routes.ts).
import { Router } from 'express';
import { FieldValue, type Timestamp } from 'firebase-admin/firestore';
import { z } from 'zod';
import { db } from '../admin';
import { ApiError } from '../http/api-error';
import { asyncRoute } from '../http/async-route';
import { requireAdmin } from '../http/auth';
import { pageCursor, readPage } from '../http/paging';
import { isDocumentId, parseBody } from '../http/validate';
import { COLLECTIONS, type CallbackRequestDoc } from '../model/types';

/** A usual week of calls fits in one page; a flood of requests is paged, never cut off. */
export const CALLBACK_PAGE_SIZE = 100;

// Requests leave the open list when marked done, so pages go by cursor, not offset.
const listBody = z.strictObject({ onlyOpen: z.boolean().default(false), ...pageCursor });
const markDoneBody = z.strictObject({ requestId: z.string().min(1).max(128).regex(/^[^/]+$/).refine(isDocumentId) });

const requests = () => db.collection(COLLECTIONS.callbackRequests);

function present(id: string, doc: CallbackRequestDoc) {
  const at = (doc.createdAt as Timestamp | null)?.toDate?.() ?? null;
  return {
    _id: id,
    clientName: doc.clientName,
    clientPhone: doc.clientPhone,
    done: doc.done,
    createdAt: at ? at.toISOString() : null,
  };
}

export function adminCallbacksRouter(): Router {
  const router = Router();

  router.post('/api/getcallbackrequests', requireAdmin, asyncRoute(async (req, res) => {
    const { onlyOpen, startAfterId } = parseBody(listBody, req.body);
    // done + createdAt has a composite index (firestore.indexes.json).
    const query = (onlyOpen ? requests().where('done', '==', false) : requests()).orderBy('createdAt', 'desc');
    const pageSize = CALLBACK_PAGE_SIZE;
    const { docs, hasMore } = await readPage({ query, collection: requests(), startAfterId, pageSize, missingCursor: 'CALLBACK_REQUEST_NOT_FOUND' });
    res.json({ data: docs.map((d) => present(d.id, d.data() as CallbackRequestDoc)), hasMore, pageSize });
  }));

  router.post('/api/markcallbackdone', requireAdmin, asyncRoute(async (req, res) => {
    const { requestId } = parseBody(markDoneBody, req.body);
    const ref = requests().doc(requestId);
    // A transaction, so a request deleted meanwhile is a 404 rather than a half document.
    const done = await db.runTransaction(async (tx) => {
      const snap = await tx.get(ref);
      if (!snap.exists) throw new ApiError(404, 'CALLBACK_REQUEST_NOT_FOUND');
      tx.update(ref, { done: true, doneAt: FieldValue.serverTimestamp(), doneBy: req.caller!.uid });
      return present(snap.id, { ...(snap.data() as CallbackRequestDoc), done: true });
    });
    res.json({ data: done });
  }));

  return router;
}
