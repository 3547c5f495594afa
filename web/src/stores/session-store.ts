// The session (docs/product.md, "Accounts"): who is signed in, their details and role. The Firebase Auth
// session itself lives in the auth feature; this store is what the rest of the app reads.
// The `isLogged` flag in localStorage says, before any code of firebase/auth is loaded, that a
// session may exist: guests never download the Auth SDK.
import { create } from 'zustand';
import type { SavedPlace } from '@domain/api/profile';

export const IS_LOGGED_KEY = 'isLogged';
/** The path to return to after logging in (docs/product.md, "Kept in the browser"). */
const LAST_VISITED_KEY = 'lastVisitedBeforeAuth';

export type Role = 'ADMIN' | 'USER';

export interface SessionUser {
  userId: string;
  /** The user name, for greeting; never a parcel's recipient. */
  name: string;
  /** A real first and last name the customer gave at checkout before, if any: what checkout starts from. */
  realName?: string | null;
  email: string;
  phone: string | null;
  shoppingCards: string[];
  /** The delivery places she saved, offered at checkout in one tap. */
  savedPlaces?: SavedPlace[];
}

/** guest: no session; loading: the flag is set and the session is being restored; signedIn. */
export type SessionStatus = 'guest' | 'loading' | 'signedIn';

interface SessionState {
  status: SessionStatus;
  isLogged: boolean;
  user: SessionUser | null;
  role: Role | null;
  signIn: (user: SessionUser, role: Role) => void;
  setRole: (role: Role) => void;
  /** What a profile call answered (a new name, phone or list of places), kept for the rest of the page. */
  updateUser: (patch: Partial<Omit<SessionUser, 'userId'>>) => void;
  /** Back to a guest: removes the flag too. */
  signOut: () => void;
  /** A guest on this page only: the flag stays, so the next page tries to restore the session again. */
  guestForThisPage: () => void;
}

function readFlag(): boolean {
  try {
    return localStorage.getItem(IS_LOGGED_KEY) === 'true';
  } catch {
    return false; // storage disabled: the visitor is a guest
  }
}

export const useSessionStore = create<SessionState>()((set) => ({
  status: 'guest',
  isLogged: false,
  user: null,
  role: null,
  signIn: (user, role) => {
    localStorage.setItem(IS_LOGGED_KEY, 'true');
    set({ status: 'signedIn', isLogged: true, user, role });
  },
  setRole: (role) => set((state) => (state.user ? { role } : state)),
  updateUser: (patch) => set((state) => (state.user ? { user: { ...state.user, ...patch } } : state)),
  signOut: () => {
    localStorage.removeItem(IS_LOGGED_KEY);
    set({ status: 'guest', isLogged: false, user: null, role: null });
  },
  guestForThisPage: () => set({ status: 'guest', isLogged: false, user: null, role: null }),
}));

// The store is created as a guest, and that initial state is what zustand's hook renders on the
// server and while React hydrates the server's HTML (cached for every visitor); this browser's
// flag shows right after, and from the first render of a page without server HTML.
if (readFlag()) useSessionStore.setState({ status: 'loading', isLogged: true });

export const selectSessionStatus = (state: SessionState) => state.status;
export const selectSessionUser = (state: SessionState) => state.user;

/** Admin-only UI shows itself only for this; the functions and rules check the claim again. */
export function useIsAdmin(): boolean {
  return useSessionStore((state) => state.status === 'signedIn' && state.role === 'ADMIN');
}

/** Remembers where to come back to after logging in; ignored for the auth pages themselves. */
export function rememberLastVisited(path: string): void {
  if (/^\/(login|signup|checkemailmessage|confirmregistration|confirmpasswordchange|confirmemailchange)\b/.test(path)) return;
  localStorage.setItem(LAST_VISITED_KEY, path);
}

/** The remembered path, forgotten once read. */
export function takeLastVisited(): string | null {
  const path = localStorage.getItem(LAST_VISITED_KEY);
  localStorage.removeItem(LAST_VISITED_KEY);
  return path && path.startsWith('/') && !path.startsWith('//') ? path : null;
}
