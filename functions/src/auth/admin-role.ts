// POST /api/setadminrole (ADMIN only): grants or takes away the custom claim role == "ADMIN".
// A change counts at once: the API reads the role from the account on every call, the rules read
// the users/{uid}.roles copy (written first, so a demotion closes the rules before anything
// else), and a demoted user's sessions are revoked.
import type { z } from 'zod';
import type { SetAdminRoleSchema } from '@domain/api/auth';
import { auth, db } from '../admin';
import { ApiError } from '../http/api-error';
import type { Caller } from '../http/auth';
import { COLLECTIONS } from '../model/types';

// Firestore errors carry gRPC status codes; 5 is NOT_FOUND (no such profile).
const isFirestoreNotFound = (error: unknown) => (error as { code?: number }).code === 5;

export async function setAdminRole(
  { email, admin }: z.output<typeof SetAdminRoleSchema>,
  caller: Caller,
): Promise<{ uid: string; email: string; roles: string[] }> {
  const user = await auth.getUserByEmail(email).catch(() => null);
  if (!user) throw new ApiError(404, 'USER_NOT_FOUND');
  // An ADMIN cannot lock themself out; another ADMIN (or the script) can.
  if (user.uid === caller.uid) throw new ApiError(400, 'CANNOT_CHANGE_OWN_ROLE');
  const roles = admin ? ['ADMIN'] : ['USER'];
  // Only an account the shop registered (it has a profile) can be given or lose the role here.
  await db
    .collection(COLLECTIONS.users)
    .doc(user.uid)
    .update({ roles })
    .catch((error: unknown) => {
      throw isFirestoreNotFound(error) ? new ApiError(404, 'USER_NOT_FOUND') : error;
    });
  const claims = { ...(user.customClaims ?? {}) };
  if (admin) claims.role = 'ADMIN';
  else delete claims.role;
  await auth.setCustomUserClaims(user.uid, claims);
  // The demoted user signs in again; until then every token they hold is refused.
  if (!admin) await auth.revokeRefreshTokens(user.uid);
  return { uid: user.uid, email: user.email ?? email, roles };
}
