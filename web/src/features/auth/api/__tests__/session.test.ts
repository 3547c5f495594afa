import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { IS_LOGGED_KEY } from '@/stores/session-store';

// The calls to the API and to Firebase Auth are replaced; restoreSession's own decisions are real.
const calls = vi.hoisted(() => ({ getCurrentUser: vi.fn(), postLogout: vi.fn() }));
const auth = vi.hoisted(() => ({
  hasFirebaseUser: vi.fn(async () => true),
  installFirebaseTokens: vi.fn(),
  signInWithCustomToken: vi.fn(),
  signOutOfFirebase: vi.fn(),
  watchRole: vi.fn(async () => () => {}),
}));
vi.mock('../session-calls', () => calls);
vi.mock('../firebase-auth', () => auth);

const olena = { userId: 'u1', name: 'olena', email: 'olena@yarnshop.test', phone: null, shoppingCards: [] };

/**
 * A page load: restoreSession runs once per page, and the session store reads the flag when it
 * is made, so each case gets fresh modules (ApiError too, for its instanceof check).
 */
async function newPage() {
  vi.resetModules();
  const [{ restoreSession }, { useSessionStore }, { ApiError }] = await Promise.all([import('../session'), import('@/stores/session-store'), import('@/lib/api-client')]);
  return { restoreSession, state: () => useSessionStore.getState(), ApiError };
}

beforeEach(() => {
  localStorage.setItem(IS_LOGGED_KEY, 'true');
  vi.spyOn(console, 'error').mockImplementation(() => {});
});
afterEach(() => {
  localStorage.clear();
  vi.restoreAllMocks();
  calls.getCurrentUser.mockReset();
  auth.hasFirebaseUser.mockReset().mockResolvedValue(true);
});

describe('restoreSession', () => {
  it('signs the user in with the details of /auth/currentuser', async () => {
    const page = await newPage();
    expect(page.state().status).toBe('loading');
    calls.getCurrentUser.mockResolvedValue({ user: olena, role: 'ADMIN' });
    await page.restoreSession();
    expect(page.state()).toMatchObject({ status: 'signedIn', user: olena, role: 'ADMIN' });
    expect(localStorage.getItem(IS_LOGGED_KEY)).toBe('true');
  });

  it('removes the isLogged flag when the API refuses the session (docs/product.md, Accounts)', async () => {
    const page = await newPage();
    calls.getCurrentUser.mockRejectedValue(new page.ApiError(401, 'UNAUTHENTICATED', 'Потрібно увійти.'));
    await page.restoreSession();
    expect(page.state().status).toBe('guest');
    expect(localStorage.getItem(IS_LOGGED_KEY)).toBeNull();
  });

  it('removes the flag when Firebase has no user behind it', async () => {
    const page = await newPage();
    auth.hasFirebaseUser.mockResolvedValue(false);
    await page.restoreSession();
    expect(calls.getCurrentUser).not.toHaveBeenCalled();
    expect(localStorage.getItem(IS_LOGGED_KEY)).toBeNull();
  });

  it('keeps the flag when no answer came (offline, or the page was left mid-request), and the next page signs in', async () => {
    const first = await newPage();
    calls.getCurrentUser.mockRejectedValueOnce(new first.ApiError(0, 'NETWORK_ERROR', 'Failed to fetch'));
    await first.restoreSession();
    expect(first.state()).toMatchObject({ status: 'guest', user: null });
    expect(localStorage.getItem(IS_LOGGED_KEY)).toBe('true');

    const next = await newPage();
    expect(next.state().status).toBe('loading');
    calls.getCurrentUser.mockResolvedValueOnce({ user: olena, role: 'USER' });
    await next.restoreSession();
    expect(next.state()).toMatchObject({ status: 'signedIn', user: olena });
  });

  it('keeps the flag when Firebase Auth could not reach its server to refresh the token', async () => {
    const page = await newPage();
    calls.getCurrentUser.mockRejectedValue(Object.assign(new Error('Firebase: Error (auth/network-request-failed).'), { code: 'auth/network-request-failed' }));
    await page.restoreSession();
    expect(page.state().status).toBe('guest');
    expect(localStorage.getItem(IS_LOGGED_KEY)).toBe('true');
  });
});
