// POST /api/setadminrole (the OWNER only): grants or takes away the custom claim role == "ADMIN".
// An ADMIN who is not the OWNER may do neither, and nobody demotes an OWNER through the API
// (model/roles.ts): the first owner is made by `npm run grant-admin -- <email> --owner`.
// A change counts at once: the API reads the role from the account on every call, the rules read
// the users/{uid}.roles copy (written first, so a demotion closes the rules before anything
// else), and a demoted user's sessions are revoked.
import type { z } from 'zod';
import type { SetAdminRoleSchema } from '@domain/api/auth';
import { auth, db } from '../admin';
import { ApiError } from '../http/api-error';
import type { Caller } from '../http/auth';
import { ADMIN_ROLE, isOwnerClaims } from '../model/roles';
import { COLLECTIONS } from '../model/types';

// Firestore errors carry gRPC status codes; 5 is NOT_FOUND (no such profile).
const isFirestoreNotFound = (error: unknown) => (error as { code?: number }).code === 5;

/** The caller's claims as the account holds them now, not as their token says. */
async function callerIsOwner(caller: Caller): Promise<boolean> {
  const account = await auth.getUser(caller.uid).catch(() => null);
  return isOwnerClaims(account?.customClaims);
}

export async function setAdminRole(
  { email, admin }: z.output<typeof SetAdminRoleSchema>,
  caller: Caller,
): Promise<{ uid: string; email: string; roles: string[] }> {
  if (!(await callerIsOwner(caller))) throw new ApiError(403, 'OWNER_ONLY');
  const user = await auth.getUserByEmail(email).catch(() => null);
  if (!user) throw new ApiError(404, 'USER_NOT_FOUND');
  // The OWNER cannot lock themself out, nor be demoted by a second owner.
  if (user.uid === caller.uid) throw new ApiError(400, 'CANNOT_CHANGE_OWN_ROLE');
  if (isOwnerClaims(user.customClaims)) throw new ApiError(403, 'OWNER_PROTECTED');
  const roles = admin ? [ADMIN_ROLE] : ['USER'];
  // Only an account the shop registered (it has a profile) can be given or lose the role here.
  await db
    .collection(COLLECTIONS.users)
    .doc(user.uid)
    .update({ roles })
    .catch((error: unknown) => {
      throw isFirestoreNotFound(error) ? new ApiError(404, 'USER_NOT_FOUND') : error;
    });
  const claims = { ...(user.customClaims ?? {}) };
  if (admin) claims.role = ADMIN_ROLE;
  else delete claims.role;
  await auth.setCustomUserClaims(user.uid, claims);
  // The demoted user signs in again; until then every token they hold is refused.
  if (!admin) await auth.revokeRefreshTokens(user.uid);
  return { uid: user.uid, email: user.email ?? email, roles };
}
