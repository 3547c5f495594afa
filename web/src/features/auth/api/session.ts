// Starting, restoring and ending the session (docs/product.md, "Accounts").
import { ApiError } from '@/lib/api-client';
import { useSessionStore } from '@/stores/session-store';
import { getCurrentUser, postLogout } from './session-calls';
import { hasFirebaseUser, installFirebaseTokens, signInWithCustomToken, signOutOfFirebase, watchRole } from './firebase-auth';

let restoring: Promise<void> | null = null;
let stopWatchingRole: (() => void) | null = null;

/** No answer at all: the API's network failure, or Firebase Auth's when a token refresh could not reach it. */
function isNetworkFailure(error: unknown): boolean {
  if (error instanceof ApiError) return error.status === 0;
  return (error as { code?: unknown } | null)?.code === 'auth/network-request-failed';
}

async function loadUserDetails(): Promise<void> {
  const { user, role } = await getCurrentUser();
  useSessionStore.getState().signIn(user, role);
  stopWatchingRole ??= await watchRole((fresh) => useSessionStore.getState().setRole(fresh));
}

/** With the isLogged flag set, restores the Firebase session and the user details; once per page. */
export function restoreSession(): Promise<void> {
  restoring ??= (async () => {
    installFirebaseTokens();
    try {
      if (!(await hasFirebaseUser())) throw new Error('no Firebase user behind the isLogged flag');
      await loadUserDetails();
    } catch (error) {
      // docs/product.md, "Accounts": if fetching the current user fails, the isLogged flag is removed.
      // Not when the answer never came (offline, or the request cut short because the person
      // reloaded or left the page): that says nothing about the session, and removing the flag
      // then logged people out for good. The page shows them as a guest; the next one tries again.
      if (isNetworkFailure(error)) {
        useSessionStore.getState().guestForThisPage();
        return;
      }
      console.error(error);
      useSessionStore.getState().signOut();
    }
  })();
  return restoring;
}

/** After /auth/login: starts the Firebase session with the custom token and loads the user. */
export async function startSession(customToken: string): Promise<void> {
  installFirebaseTokens();
  await signInWithCustomToken(customToken);
  try {
    await loadUserDetails();
  } catch (error) {
    useSessionStore.getState().signOut();
    await signOutOfFirebase().catch(() => undefined);
    throw error;
  }
  restoring = Promise.resolve();
}

/**
 * Ends the session everywhere: the server revokes the refresh tokens, the SDK forgets the user,
 * the flag goes, and the page reloads (to the home page from a page that needs a session).
 */
export async function logout(): Promise<void> {
  // docs/product.md, "Messages": a failed logout call is only logged; the local session ends anyway.
  await postLogout().catch((error: unknown) => console.error(error));
  await signOutOfFirebase().catch((error: unknown) => console.error(error));
  useSessionStore.getState().signOut();
  if (window.location.pathname.startsWith('/userpage')) window.location.replace('/');
  else window.location.reload();
}
