// Real ID tokens from the Auth emulator, for calling the API as a user, another user or an
// ADMIN. The emulator's REST API accepts any API key.
import { randomUUID } from 'node:crypto';
import { auth, db } from '../src/admin';

const AUTH_HOST = () => process.env.FIREBASE_AUTH_EMULATOR_HOST ?? '127.0.0.1:9099';

export interface TestUser {
  uid: string;
  email: string;
  token: string;
}

export async function signInWithPassword(email: string, password: string): Promise<string> {
  const res = await fetch(`http://${AUTH_HOST()}/identitytoolkit.googleapis.com/v1/accounts:signInWithPassword?key=any`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password, returnSecureToken: true }),
  });
  const body = (await res.json()) as { idToken?: string; error?: unknown };
  if (!body.idToken) throw new Error(`emulator sign-in failed: ${JSON.stringify(body.error)}`);
  return body.idToken;
}

/**
 * A fresh, confirmed shop account (unique email) with its profile, as registration leaves it
 * (the API serves no account without one), optionally with the ADMIN claim (and the OWNER's),
 * and its ID token.
 */
export async function createTestUser(kind: 'user' | 'admin' | 'owner' = 'user'): Promise<TestUser> {
  const email = `${kind}-${randomUUID()}@test.yarnshop.test`;
  const password = 'Test12345!';
  const { uid } = await auth.createUser({ email, password, emailVerified: true });
  const username = `${kind}-${uid.slice(0, 12)}`;
  const roles = { user: ['USER'], admin: ['ADMIN'], owner: ['ADMIN', 'OWNER'] }[kind];
  await db.collection('users').doc(uid).set({ username, usernameLower: username.toLowerCase(), email, phone: null, roles, shoppingCards: [], createdAt: new Date() });
  if (kind !== 'user') await auth.setCustomUserClaims(uid, kind === 'owner' ? { role: 'ADMIN', owner: true } : { role: 'ADMIN' });
  return { uid, email, token: await signInWithPassword(email, password) };
}

export function bearer(user: TestUser | null): Record<string, string> {
  return user ? { authorization: `Bearer ${user.token}` } : {};
}
