// POST /api/setadminrole (ADMIN only): grants or takes away the custom claim role == "ADMIN".
// The user sees the change at their next token refresh; users/{uid}.roles is its display copy.
import type { Request } from 'express';
import { z } from 'zod';
import { auth, db } from '../admin';
import { ApiError } from '../http/api-error';
import { parseBody } from '../http/validate';
import { COLLECTIONS } from '../model/types';

const SetAdminRoleSchema = z.object({ email: z.string().trim().min(1).max(320), admin: z.boolean() });

export async function setAdminRole(req: Request): Promise<{ uid: string; email: string; roles: string[] }> {
  const { email, admin } = parseBody(SetAdminRoleSchema, req.body);
  const user = await auth.getUserByEmail(email).catch(() => null);
  if (!user) throw new ApiError(404, 'USER_NOT_FOUND');
  // An ADMIN cannot lock themself out; another ADMIN (or the script) can.
  if (user.uid === req.caller!.uid) throw new ApiError(400, 'CANNOT_CHANGE_OWN_ROLE');
  const claims = { ...(user.customClaims ?? {}) };
  if (admin) claims.role = 'ADMIN';
  else delete claims.role;
  await auth.setCustomUserClaims(user.uid, claims);
  const roles = admin ? ['ADMIN'] : ['USER'];
  await db.collection(COLLECTIONS.users).doc(user.uid).set({ roles }, { merge: true });
  return { uid: user.uid, email: user.email ?? email, roles };
}
