// The log's pages for the ADMIN's page: newest first, a page of AUDIT_PAGE_SIZE after the last
// entry of the one before, filtered by person (uid or email) and by document (a collection, or
// one of its documents). A page costs at most its entries and one more, and the cursor's read.
import type { z } from 'zod';
import { AUDIT_PAGE_SIZE, type AuditEntryView, type AuditLogPage, type auditLogBody } from '@domain/api/audit-log';
import { readPage } from '../http/paging';
import { auditLog, personKey, type AuditEntryDoc } from './audit-entries';

function view(id: string, entry: AuditEntryDoc): AuditEntryView {
  const { at, action, by, collection, docId, changes, moreChanges } = entry;
  return { _id: id, at: at.toDate().toISOString(), action, by, collection, docId, changes, moreChanges };
}

export async function readAuditLog({ person, collection, docId, startAfterId }: z.output<typeof auditLogBody>): Promise<AuditLogPage> {
  let query = auditLog().orderBy('at', 'desc');
  if (person) query = query.where('people', 'array-contains', personKey(person));
  if (collection && docId) query = query.where('doc', '==', `${collection}/${docId}`);
  else if (collection) query = query.where('collection', '==', collection);
  const { docs, hasMore } = await readPage({ query, collection: auditLog(), startAfterId, pageSize: AUDIT_PAGE_SIZE, missingCursor: 'AUDIT_ENTRY_NOT_FOUND' });
  return { entries: docs.map((doc) => view(doc.id, doc.data())), hasMore };
}
