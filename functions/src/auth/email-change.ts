// A signed-in customer's new email (docs/api.md, "Profile"): POST /auth/changeemail mails a link to
// the new address, and the account's email changes only when POST /auth/confirmemailchange gets
// its token. Only the token's hash is stored, so the outbox's link is the one way to follow it.
import { createHash, randomBytes } from 'node:crypto';
import { FieldValue, Timestamp } from 'firebase-admin/firestore';
import { auth, db } from '../admin';
import { ApiError } from '../http/api-error';
import type { Caller } from '../http/auth';
import { queueMail } from '../mail/outbox';
import { emailChangeConverter } from '../model/converters';
import { COLLECTIONS } from '../model/types';
import type { MailContext } from './action-links';
import { accountMail } from './mail-texts';

/** How long a mailed link works. */
const EMAIL_CHANGE_TTL_MS = 24 * 60 * 60 * 1000;

const changeRef = (token: string) =>
  db.collection(COLLECTIONS.emailChanges).withConverter(emailChangeConverter).doc(createHash('sha256').update(token).digest('hex'));

const firebaseCode = (error: unknown) => (error as { code?: string }).code;

/**
 * Mails the confirmation link to `newEmail`. An address that another account holds gets no mail
 * but the same answer, so the call tells nobody whose address it is.
 */
export async function requestEmailChange(caller: Caller, newEmail: string, mail: MailContext, nowMs = Date.now()): Promise<void> {
  const current = await auth.getUser(caller.uid);
  if (current.email?.toLowerCase() === newEmail) throw new ApiError(400, 'EMAIL_UNCHANGED');
  const holder = await auth.getUserByEmail(newEmail).catch(() => null);
  if (holder) return;
  const token = randomBytes(32).toString('base64url');
  await changeRef(token).set({ uid: caller.uid, newEmail, expiresAt: Timestamp.fromMillis(nowMs + EMAIL_CHANGE_TTL_MS) });
  await queueMail({ to: newEmail, ...accountMail('confirmEmailChange', mail.language, `${mail.origin}/confirmemailchange/${token}`) });
}

/** Moves the account to the new address; the token then stops working. Answers the new email. */
export async function confirmEmailChange(token: string, nowMs = Date.now()): Promise<string> {
  const ref = changeRef(token);
  const change = (await ref.get()).data();
  if (!change || (change.expiresAt as Timestamp).toMillis() < nowMs) throw new ApiError(400, 'INVALID_OR_EXPIRED_TOKEN');
  try {
    // Following the link proves the address.
    await auth.updateUser(change.uid, { email: change.newEmail, emailVerified: true });
  } catch (error) {
    if (firebaseCode(error) === 'auth/email-already-exists') throw new ApiError(409, 'EMAIL_TAKEN');
    if (firebaseCode(error) === 'auth/user-not-found') throw new ApiError(400, 'INVALID_OR_EXPIRED_TOKEN');
    throw error;
  }
  // Auth first: should this write fail, the link still works and following it again finishes the change.
  const batch = db.batch();
  batch.update(db.collection(COLLECTIONS.users).doc(change.uid), { email: change.newEmail, emailChangedAt: FieldValue.serverTimestamp() });
  batch.delete(ref);
  await batch.commit();
  return change.newEmail;
}
