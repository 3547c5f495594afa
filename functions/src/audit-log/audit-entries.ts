// The auditLog collection: one entry per ADMIN change, stored once (its id is the change's own:
// the edit stamp's id, or the bin event's id), kept a year (ADR 27).
import { Timestamp } from 'firebase-admin/firestore';
import type { AuditAction, AuditChange, AuditedCollection } from '@domain/api/audit-log';
import { auth, db } from '../admin';
import { typedConverter } from '../model/converters';
import { COLLECTIONS } from '../model/types';

const AUDIT_KEPT_DAYS = 365;
const DAY_MS = 24 * 60 * 60 * 1000;
const ALREADY_EXISTS = 6;

export interface Person {
  uid: string | null;
  email: string | null;
}

export interface AuditEntryDoc {
  at: Timestamp;
  action: AuditAction;
  by: Person;
  /** The uid and the lower-cased email: the person filter's one field. */
  people: string[];
  collection: AuditedCollection;
  docId: string;
  /** `collection/docId`: the document filter's one field. */
  doc: string;
  changes: AuditChange[];
  moreChanges: boolean;
  /** When the retention run removes the entry. */
  expiresAt: Timestamp;
}

export const auditLog = () => db.collection(COLLECTIONS.auditLog).withConverter(typedConverter<AuditEntryDoc>());

/** The person filter's key of a uid or an email as typed: emails compare in lower case. */
export const personKey = (person: string): string => (person.includes('@') ? person.trim().toLowerCase() : person.trim());

const emails = new Map<string, string | null>();

/** The ADMIN as the account names her; the stamp carries only the uid (stamped documents are public). */
export async function personOf(uid: string): Promise<Person> {
  if (!emails.has(uid)) {
    const email = await auth.getUser(uid).then(
      (user) => user.email ?? null,
      (error: unknown) => {
        if ((error as { code?: string }).code === 'auth/user-not-found') return null;
        throw error;
      },
    );
    emails.set(uid, email);
  }
  return { uid, email: emails.get(uid) ?? null };
}

type NewEntry = Omit<AuditEntryDoc, 'people' | 'doc' | 'expiresAt'>;

/** Stores the entry under `id` unless an earlier delivery of the same change stored it; true when stored now. */
export async function recordAuditEntry(id: string, entry: NewEntry): Promise<boolean> {
  const people = [entry.by.uid, entry.by.email?.toLowerCase()].filter((key): key is string => Boolean(key));
  const expiresAt = Timestamp.fromMillis(entry.at.toMillis() + AUDIT_KEPT_DAYS * DAY_MS);
  try {
    await auditLog().doc(id).create({ ...entry, people, doc: `${entry.collection}/${entry.docId}`, expiresAt });
    return true;
  } catch (error) {
    if ((error as { code?: unknown }).code === ALREADY_EXISTS) return false;
    throw error;
  }
}
