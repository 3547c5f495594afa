// The bin's entries (each with `removedAt`, `expiresAt`, `removedBy: { uid, email }`) as audit
// entries: a new one is a removal by `removedBy`; one deleted before it expired was restored,
// one deleted after was emptied by the bin's schedule. The entry names the removed document when
// the bin entry says which it was (`collection` and `docId`), else the bin entry itself.
import { Timestamp, type DocumentSnapshot } from 'firebase-admin/firestore';
import type { Change } from 'firebase-functions/v2/firestore';
import { AUDITED_COLLECTIONS, type AuditedCollection } from '@domain/api/audit-log';
import { db } from '../admin';
import { changesOf } from './audit-changes';
import { personOf, recordAuditEntry, type Person } from './audit-entries';

const BIN_COLLECTION = 'bin';
const NOBODY: Person = { uid: null, email: null };
/** The bin's own bookkeeping: the entry lists what was removed, not these. */
const BIN_FIELDS = ['removedAt', 'expiresAt', 'removedBy'];

const timeOf = (value: unknown, fallback: Timestamp): Timestamp => (value instanceof Timestamp ? value : fallback);

function removedDocument(binId: string, entry: Record<string, unknown>): { collection: AuditedCollection; docId: string } {
  const { collection, docId } = entry;
  const known = typeof collection === 'string' && (AUDITED_COLLECTIONS as readonly string[]).includes(collection);
  return known && typeof docId === 'string' && docId ? { collection: collection as AuditedCollection, docId } : { collection: BIN_COLLECTION, docId: binId };
}

function removerOf(entry: Record<string, unknown>): Person {
  const { uid, email } = (entry.removedBy ?? {}) as Partial<Record<keyof Person, unknown>>;
  return { uid: typeof uid === 'string' ? uid : null, email: typeof email === 'string' ? email : null };
}

/** Who restored: the stamp the restore wrote on the document put back, when it is newer than the removal. */
async function restorerOf(collection: AuditedCollection, docId: string, removedAt: Timestamp): Promise<Person> {
  if (collection === BIN_COLLECTION) return NOBODY;
  const stamp = (await db.collection(collection).doc(docId).get()).get('lastEdit') as { uid?: unknown; at?: unknown } | undefined;
  const fresh = typeof stamp?.uid === 'string' && stamp.at instanceof Timestamp && stamp.at.toMillis() > removedAt.toMillis();
  return fresh ? personOf(stamp.uid as string) : NOBODY;
}

export async function logBinWrite(binId: string, change: Change<DocumentSnapshot> | undefined, eventId: string, eventTime: string): Promise<void> {
  if (!change || change.before.exists === change.after.exists) return;
  const eventAt = Timestamp.fromMillis(Date.parse(eventTime));
  const entry = (change.after.exists ? change.after.data() : change.before.data()) ?? {};
  const { collection, docId } = removedDocument(binId, entry);
  const removedAt = timeOf(entry.removedAt, eventAt);
  const id = `${BIN_COLLECTION}~${binId}~${eventId}`;
  if (change.after.exists) {
    const removed = Object.fromEntries(Object.entries(entry).filter(([field]) => !BIN_FIELDS.includes(field)));
    await recordAuditEntry(id, { at: removedAt, action: 'removed', by: removerOf(entry), collection, docId, ...changesOf(removed, undefined) });
    return;
  }
  // The trigger's own clock: the emulator's event time of a deletion can read earlier than the removal.
  const now = Timestamp.now();
  const expired = timeOf(entry.expiresAt, now).toMillis() <= now.toMillis();
  const by = expired ? NOBODY : await restorerOf(collection, docId, removedAt);
  await recordAuditEntry(id, { at: now, action: expired ? 'emptied' : 'restored', by, collection, docId, changes: [], moreChanges: false });
}
