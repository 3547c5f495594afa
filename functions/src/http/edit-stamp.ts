// Who made a write, stamped on the document it writes (docs/adr/0027-audit-log.md): every ADMIN
// call runs with its caller kept for the request, so a write path adds `...editStamp()` to its
// fields and nothing else. Outside an ADMIN's call (a customer, a trigger, a schedule) the stamp
// is empty, so the audit log's triggers never take such a write for an ADMIN's change.
import { AsyncLocalStorage } from 'node:async_hooks';
import { randomUUID } from 'node:crypto';
import { FieldValue } from 'firebase-admin/firestore';
import type { Caller } from './auth';

/** As written: `id` is new for each write, so a trigger sees a changed stamp only on a new ADMIN write. */
export interface EditStamp {
  uid: string;
  id: string;
  /** A server timestamp on write, a Timestamp on read. */
  at: unknown;
}

const requestCaller = new AsyncLocalStorage<Caller | undefined>();

/** Runs one request's handler with its caller known to the write paths it reaches. */
export function withCaller<T>(caller: Caller | undefined, run: () => Promise<T>): Promise<T> {
  return requestCaller.run(caller, run);
}

/** `{ lastEdit }` for a write made in an ADMIN's call, `{}` otherwise. No email: most stamped documents are public. */
export function editStamp(): { lastEdit?: EditStamp } {
  const caller = requestCaller.getStore();
  if (!caller?.isAdmin) return {};
  return { lastEdit: { uid: caller.uid, id: randomUUID(), at: FieldValue.serverTimestamp() } };
}
