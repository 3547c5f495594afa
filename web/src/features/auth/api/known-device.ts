// The known-device token the login hands this browser (docs/security.md, "Accounts and sign-in"):
// sent with every later login, it spares the owner the account's delays after a stranger's failed
// guesses. Kept in localStorage, since the shop's one cookie is the language; it signs nobody in.
const KEY = 'knownDevice';

export function knownDeviceToken(): string | undefined {
  try {
    return window.localStorage.getItem(KEY) ?? undefined;
  } catch {
    return undefined; // storage blocked: the login works, only without the exemption
  }
}

export function keepKnownDeviceToken(token: string | undefined): void {
  if (!token) return;
  try {
    window.localStorage.setItem(KEY, token);
  } catch {
    // storage blocked or full: nothing to keep
  }
}
