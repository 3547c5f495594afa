// Who is calling: the bearer token is a Firebase ID token. The token only proves who the caller
// is; what they may do is read from their account as it is now (role, confirmed email, profile),
// so a demotion, a revoked session or a deleted account counts at once, not when the token
// expires. ADMIN is the custom claim role == "ADMIN", never anything in the request body.
import type { DecodedIdToken, UserRecord } from 'firebase-admin/auth';
import { auth, db } from '../admin';
import { COLLECTIONS } from '../model/types';
import { ApiError } from './api-error';

/** Whether the shop's registration made this account (it has a profile): see auth/shop-account.ts. */
export async function hasShopProfile(uid: string): Promise<boolean> {
  return (await db.collection(COLLECTIONS.users).doc(uid).get()).exists;
}

export interface Caller {
  uid: string;
  email: string | null;
  isAdmin: boolean;
}

/** The one reader of the Authorization header. */
export function bearerToken(authorization: string | undefined): string | null {
  const match = /^Bearer\s+(\S+)$/i.exec(authorization ?? '');
  return match?.[1] ?? null;
}

const unauthenticated = () => new ApiError(401, 'UNAUTHENTICATED');

/** Signature, expiry and project of the token; its revocation is judged against the live account. */
async function decode(token: string): Promise<DecodedIdToken> {
  try {
    return await auth.verifyIdToken(token);
  } catch (error) {
    // Under the emulator firebase-admin always checks revocation, after the token passed every
    // other check: such a token is genuine, and liveAccount judges its revocation as in production.
    if ((error as { code?: string }).code === 'auth/id-token-revoked') return claimsOf(token);
    // Expired, forged or malformed: the client refreshes once and retries.
    throw unauthenticated();
  }
}

function claimsOf(verifiedToken: string): DecodedIdToken {
  const claims = JSON.parse(Buffer.from(verifiedToken.split('.')[1] ?? '', 'base64url').toString('utf8')) as DecodedIdToken;
  return { ...claims, uid: claims.sub };
}

interface Account {
  caller: Caller;
  user: UserRecord;
  /** Issued before the account's sessions were ended (logout, password change, demotion). */
  revoked: boolean;
}

async function liveAccount(decoded: DecodedIdToken): Promise<Account> {
  const user = await auth.getUser(decoded.uid).catch((error: unknown) => {
    if ((error as { code?: string }).code === 'auth/user-not-found') throw unauthenticated();
    throw error;
  });
  if (user.disabled) throw unauthenticated();
  // Tokens carry whole seconds, as does the account's "valid after" time (firebase-admin's own rule).
  const validAfterMs = user.tokensValidAfterTime ? Date.parse(user.tokensValidAfterTime) : 0;
  const caller = { uid: user.uid, email: user.email ?? null, isAdmin: user.customClaims?.role === 'ADMIN' };
  return { caller, user, revoked: decoded.auth_time * 1000 < validAfterMs };
}

/** A user of the shop: a live session, a confirmed email, and an account the shop made. */
async function shopUser(token: string): Promise<Caller> {
  const decoded = await decode(token);
  const [{ caller, user, revoked }, hasProfile] = await Promise.all([liveAccount(decoded), hasShopProfile(decoded.uid)]);
  if (revoked) throw unauthenticated();
  if (!user.emailVerified) throw new ApiError(403, 'EMAIL_NOT_CONFIRMED');
  if (!hasProfile && !caller.isAdmin) throw new ApiError(403, 'ACCOUNT_NOT_REGISTERED');
  return caller;
}

/** An ADMIN as the account says now: a demoted ADMIN's token still carries the old claim. */
async function shopAdmin(token: string): Promise<Caller> {
  const { caller, revoked } = await liveAccount(await decode(token));
  if (!caller.isAdmin) throw new ApiError(403, 'FORBIDDEN');
  if (revoked) throw unauthenticated();
  return caller;
}

/** Who may call an endpoint: anyone, anyone (a sent token still counted), a shop user, an ADMIN. */
export type Access = 'public' | 'guest-or-user' | 'user' | 'admin';

/** The caller an endpoint of `access` runs for; a bad token is refused, never silently a guest. */
export async function callerFor(access: Access, authorization: string | undefined): Promise<Caller | undefined> {
  if (access === 'public') return undefined;
  const token = bearerToken(authorization);
  if (!token) {
    if (access === 'guest-or-user') return undefined;
    throw unauthenticated();
  }
  return access === 'admin' ? shopAdmin(token) : shopUser(token);
}
