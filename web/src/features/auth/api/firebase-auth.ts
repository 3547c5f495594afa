// The Firebase Auth session of the SPA. firebase/auth is large, so it is imported only when a
// session may exist (the isLogged flag) or a person opens a login, sign-up or confirm page.
// initializeAuth with local persistence only: getAuth would also bundle the popup and redirect
// resolvers, which the shop does not use.
import type { Auth } from 'firebase/auth';
import { env } from '@/config/env';
import { setAccessTokenProvider } from '@/lib/api-client';
import type { Role } from '@/stores/session-store';

type AuthModule = typeof import('firebase/auth');

let loading: Promise<{ auth: Auth; sdk: AuthModule }> | null = null;

/** Loads the SDK once and waits until the persisted session (if any) is restored. */
export function loadFirebaseAuth(): Promise<{ auth: Auth; sdk: AuthModule }> {
  loading ??= (async () => {
    const [sdk, { firebaseApp }] = await Promise.all([import('firebase/auth'), import('@/lib/firebase')]);
    const auth = sdk.initializeAuth(firebaseApp, { persistence: sdk.browserLocalPersistence });
    if (env.useEmulators) {
      sdk.connectAuthEmulator(auth, `http://${env.authEmulator.host}:${env.authEmulator.port}`, { disableWarnings: true });
    }
    await auth.authStateReady();
    return { auth, sdk };
  })();
  loading.catch(() => {
    loading = null; // a failed chunk load may succeed on the next try
  });
  return loading;
}

/** From now on API calls carry the Firebase ID token; a forced refresh answers a 401 or 403 once. */
export function installFirebaseTokens(): void {
  setAccessTokenProvider({
    get: async () => {
      const { auth } = await loadFirebaseAuth();
      return auth.currentUser ? auth.currentUser.getIdToken() : null;
    },
    refresh: async () => {
      try {
        const { auth } = await loadFirebaseAuth();
        return auth.currentUser ? await auth.currentUser.getIdToken(true) : null;
      } catch (error) {
        console.error('error in fetchin access token', error); // wording kept on purpose (docs/product.md, "Accounts")
        return null;
      }
    },
  });
}

/** Whether the restored Firebase session has a user at all. */
export async function hasFirebaseUser(): Promise<boolean> {
  const { auth } = await loadFirebaseAuth();
  return auth.currentUser !== null;
}

export async function signInWithCustomToken(customToken: string): Promise<void> {
  const { auth, sdk } = await loadFirebaseAuth();
  await sdk.signInWithCustomToken(auth, customToken);
}

export async function signOutOfFirebase(): Promise<void> {
  const { auth, sdk } = await loadFirebaseAuth();
  await sdk.signOut(auth);
}

/** Calls back with the role of every new ID token, so a changed claim shows at the next refresh. */
export async function watchRole(onRole: (role: Role) => void): Promise<() => void> {
  const { auth, sdk } = await loadFirebaseAuth();
  return sdk.onIdTokenChanged(auth, (user) => {
    if (!user) return;
    user.getIdTokenResult().then(
      (result) => onRole(result.claims.role === 'ADMIN' ? 'ADMIN' : 'USER'),
      (error: unknown) => console.error('error in fetchin access token', error),
    );
  });
}
