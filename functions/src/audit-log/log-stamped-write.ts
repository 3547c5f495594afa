// An ADMIN's write of an audited document: it carries a new edit stamp (http/edit-stamp.ts).
// Writes that leave the stamp as it was (an order's stock move, a trigger's own write, a
// customer's) are no ADMIN change and log nothing. Removals are logged from the bin.
import { Timestamp, type DocumentSnapshot } from 'firebase-admin/firestore';
import type { Change } from 'firebase-functions/v2/firestore';
import type { AuditedCollection } from '@domain/api/audit-log';
import type { EditStamp } from '../http/edit-stamp';
import { changesOf } from './audit-changes';
import { personOf, recordAuditEntry } from './audit-entries';

type Stamp = EditStamp & { at: Timestamp | null };

function stampOf(snap: DocumentSnapshot | undefined): Stamp | null {
  const stamp: unknown = snap?.exists ? snap.get('lastEdit') : undefined;
  const { uid, id, at } = (stamp ?? {}) as Partial<Stamp>;
  return typeof uid === 'string' && typeof id === 'string' ? { uid, id, at: at instanceof Timestamp ? at : null } : null;
}

export async function logStampedWrite(collection: AuditedCollection, docId: string, change: Change<DocumentSnapshot> | undefined, eventTime: string): Promise<void> {
  if (!change?.after.exists) return;
  const stamp = stampOf(change.after);
  if (!stamp || stamp.id === stampOf(change.before)?.id) return;
  const before = change.before.exists ? change.before.data() : undefined;
  const { changes, moreChanges } = changesOf(before, change.after.data());
  // A save that changed nothing leaves nothing to look at.
  if (before && changes.length === 0) return;
  await recordAuditEntry(`${collection}~${docId}~${stamp.id}`, {
    at: stamp.at ?? Timestamp.fromMillis(Date.parse(eventTime)),
    action: before ? 'changed' : 'created',
    by: await personOf(stamp.uid),
    collection,
    docId,
    changes,
    moreChanges,
  });
}
