// The ADMIN's audit log (docs/api.md, "Audit log"): one entry per ADMIN change of a catalogue,
// order or settings document, newest first, filtered by person and by document.
import { z } from 'zod';
import { documentId } from './ids';

/** The collections whose ADMIN changes are logged; `bin` holds what was removed (restorable for 30 days). */
export const AUDITED_COLLECTIONS = ['outerCategories', 'categories', 'catalogs', 'goods', 'yarnLines', 'mainPageImages', 'settings', 'shoppingCards', 'bin'] as const;
export type AuditedCollection = (typeof AUDITED_COLLECTIONS)[number];

/** created / changed: by the document's edit stamp; removed / restored / emptied: by the bin's entries. */
export type AuditAction = 'created' | 'changed' | 'removed' | 'restored' | 'emptied';

export const AUDIT_PAGE_SIZE = 20;

export const auditLogBody = z
  .strictObject({
    /** A uid, or an email (any case). */
    person: z.string().trim().min(1).max(200).optional(),
    collection: z.enum(AUDITED_COLLECTIONS).optional(),
    /** Only with `collection`: the one document's entries. */
    docId: documentId.optional(),
    startAfterId: documentId.optional(),
  })
  .refine((body) => !body.docId || body.collection, { path: ['docId'], message: 'docId needs its collection' });
export type AuditLogInput = z.input<typeof auditLogBody>;

export interface AuditChange {
  /** A top-level field, or `field.key` for a changed key of a map. */
  field: string;
  /** The value as JSON text, a long one cut and ended with `…`; absent when the field was not there. */
  before?: string;
  after?: string;
}

export interface AuditEntryView {
  _id: string;
  /** ISO time of the change. */
  at: string;
  action: AuditAction;
  by: { uid: string | null; email: string | null };
  collection: AuditedCollection;
  docId: string;
  changes: AuditChange[];
  /** More fields changed than an entry keeps. */
  moreChanges: boolean;
}

export interface AuditLogPage {
  entries: AuditEntryView[];
  hasMore: boolean;
}
