// Gives an existing account the ADMIN role: the custom claim `role: "ADMIN"` that the rules
// and the functions check (docs/security.md), mirrored in users/{uid}.roles for display; with
// `owner`, the OWNER's claim too (functions/src/model/roles.ts): the API grants OWNER to nobody,
// so the first owner is made here.
// Whoever imports this decides which project firebase-admin talks to (see ../grant-admin.ts).
import { FieldValue } from 'firebase-admin/firestore';
import { auth, db } from '../../functions/src/admin.ts';
import { COLLECTIONS } from '../../functions/src/model/collections.ts';
import { ADMIN_ROLE, OWNER_ROLE, isOwnerClaims, ownerClaims } from '../../functions/src/model/roles.ts';
import { isFirestoreCode } from './firestore-errors.ts';

export class GrantAdminError extends Error {}

export interface GrantAdminResult {
  uid: string;
  email: string;
  /** The claim was there already; it was written again anyway. */
  alreadyAdmin: boolean;
  /** False when the account has no users/{uid} profile to update. */
  profileUpdated: boolean;
  /** The account is the shop's OWNER (made so now, or already). */
  owner: boolean;
}

export async function grantAdmin(email: string, { owner = false }: { owner?: boolean } = {}): Promise<GrantAdminResult> {
  const wanted = email.trim();
  if (!wanted) throw new GrantAdminError('No email given: say whose account should become ADMIN.');
  const user = await auth.getUserByEmail(wanted).catch((error: unknown) => {
    const code = (error as { code?: string }).code;
    if (code === 'auth/user-not-found') throw new GrantAdminError(`No account has the email ${wanted}.`);
    if (code === 'auth/invalid-email') throw new GrantAdminError(`${wanted} is not an email address.`);
    throw error;
  });
  const claims = user.customClaims ?? {};
  // Other claims stay: only the role (and, asked for, the owner's mark) changes.
  await auth.setCustomUserClaims(user.uid, owner ? ownerClaims(claims) : { ...claims, role: ADMIN_ROLE });
  const roles = owner ? [ADMIN_ROLE, OWNER_ROLE] : [ADMIN_ROLE];

  let profileUpdated = true;
  try {
    await db.collection(COLLECTIONS.users).doc(user.uid).update({ roles: FieldValue.arrayUnion(...roles) });
  } catch (error) {
    if (!isFirestoreCode(error, 'NOT_FOUND')) throw error;
    profileUpdated = false;
  }
  return { uid: user.uid, email: user.email ?? wanted, alreadyAdmin: claims.role === ADMIN_ROLE, profileUpdated, owner: owner || isOwnerClaims(claims) };
}
