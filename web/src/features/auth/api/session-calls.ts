// The two /auth/* calls (docs/product.md, "Calls") that the session makes on every page (session.ts).
// Apart from auth-calls.ts, whose other calls (and the account rules they use) only the auth
// forms need: in one module, every page's first script carried them (about 0.3 kB gzip on the
// home page, whose JavaScript is close to its budget in README.md).
import { callApi } from '@/lib/api-client';
import type { Role, SessionUser } from '@/stores/session-store';

/** The user details, converted to the session's shape; Role is the first of the roles (docs/product.md, "What the shop keeps"). */
export async function getCurrentUser(): Promise<{ user: SessionUser; role: Role }> {
  const answer = await callApi('/auth/currentuser', {});
  return {
    user: { userId: answer._id, name: answer.username, realName: answer.realName ?? null, email: answer.email, phone: answer.phone, shoppingCards: answer.shoppingCards, savedPlaces: answer.savedPlaces },
    role: answer.roles[0] === 'ADMIN' ? 'ADMIN' : 'USER',
  };
}

export function postLogout(): Promise<unknown> {
  return callApi('/auth/logout', {});
}
