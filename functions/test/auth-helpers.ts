// Helpers of the account tests: calls through Hosting or straight to the function,
// users made with firebase-admin, tokens from the Auth emulator's REST API, the mail outbox.
import { randomInt } from 'node:crypto';
import { auth, db } from '../src/admin';
import { throttleKey } from '../src/auth/login-throttle';
import { FUNCTION_URL, SHOP_URL } from './shop-url';

export interface Answer<T = Record<string, unknown>> {
  status: number;
  body: T;
}

export async function post<T = Record<string, unknown>>(
  path: string,
  body: unknown,
  { token, headers = {}, direct = false }: { token?: string; headers?: Record<string, string>; direct?: boolean } = {},
): Promise<Answer<T>> {
  const res = await fetch(`${direct ? FUNCTION_URL : SHOP_URL}${path}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', ...(token ? { Authorization: `Bearer ${token}` } : {}), ...headers },
    body: JSON.stringify(body),
  });
  return { status: res.status, body: (await res.json()) as T };
}

/** Unique per test run, so runs against the same emulators never clash. */
export function uniqueAccount(tag: string) {
  const id = `${tag}${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
  return { email: `${id}@test.yarnshop.test`, username: `U_${id}`, password: 'Knit2gether!', phone: 380671234567 };
}

/** A confirmed user with a profile, as registration plus confirmation would leave it. */
export async function createConfirmedUser(tag: string) {
  const account = uniqueAccount(tag);
  const user = await auth.createUser({ email: account.email, password: account.password, displayName: account.username, emailVerified: true });
  await db.collection('usernames').doc(account.username.toLowerCase()).set({ uid: user.uid });
  await db.collection('users').doc(user.uid).set({
    username: account.username,
    usernameLower: account.username.toLowerCase(),
    email: account.email,
    phone: String(account.phone),
    roles: ['USER'],
    shoppingCards: [],
    createdAt: new Date(),
  });
  return { ...account, uid: user.uid };
}

const toolkit = (method: string) =>
  `http://${process.env.FIREBASE_AUTH_EMULATOR_HOST}/identitytoolkit.googleapis.com/v1/accounts:${method}?key=test-key`;

/** An ID token straight from the Auth emulator, as the SPA's SDK would hold it. */
export async function idTokenFor(email: string, password: string): Promise<string> {
  const res = await fetch(toolkit('signInWithPassword'), {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ email, password, returnSecureToken: true }),
  });
  const body = (await res.json()) as { idToken?: string; error?: unknown };
  if (!body.idToken) throw new Error(`emulator sign-in failed: ${JSON.stringify(body.error)}`);
  return body.idToken;
}

/** Exchanges a custom token as the SPA's signInWithCustomToken does. */
export async function idTokenFromCustomToken(customToken: string): Promise<string> {
  const res = await fetch(toolkit('signInWithCustomToken'), {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ token: customToken, returnSecureToken: true }),
  });
  const body = (await res.json()) as { idToken?: string; error?: unknown };
  if (!body.idToken) throw new Error(`custom token sign-in failed: ${JSON.stringify(body.error)}`);
  return body.idToken;
}

export interface OutboxMail {
  to: string;
  subject: string;
  text: string;
  html?: string;
  link: string | null;
}

/** The mails sent to `to`, newest first, with the first shop link of each. */
export async function mailsTo(to: string): Promise<OutboxMail[]> {
  const snap = await db.collection('mail').where('to', '==', to).get();
  return snap.docs
    .map((doc) => ({ data: doc.data(), at: doc.get('createdAt')?.toMillis?.() ?? 0 }))
    .sort((a, b) => b.at - a.at)
    .map(({ data }) => {
      const text = data.message.text as string;
      return { to: data.to, subject: data.message.subject, text, html: data.message.html, link: /https?:\/\/\S+/.exec(text)?.[0] ?? null };
    });
}

export const tokenOfLink = (link: string) => decodeURIComponent(link.split('/').at(-1)!);

/** Forgets the failed logins that a test made: (account, address) pairs (uids or typed names), addresses and accounts. */
export async function resetThrottle({
  pairs = [],
  addresses = [],
  accounts = [],
}: {
  pairs?: (readonly [string, string])[];
  addresses?: string[];
  accounts?: string[];
}) {
  const keys = [
    ...pairs.map(([account, address]) => throttleKey('pair', account, address)),
    ...addresses.map((a) => throttleKey('address', a)),
    ...accounts.map((a) => throttleKey('account', a)),
  ];
  await Promise.all(keys.map((key) => db.collection('loginAttempts').doc(key).delete()));
}

/** The login throttle's count for a pair, an address or an account, 0 when none is kept. */
export async function throttleCount(
  ...key: [kind: 'pair', account: string, address: string] | [kind: 'address' | 'account', key: string]
): Promise<number> {
  const id = key[0] === 'pair' ? throttleKey('pair', key[1], key[2]) : throttleKey(key[0], key[1]);
  return ((await db.collection('loginAttempts').doc(id).get()).get('count') as number | undefined) ?? 0;
}

/** What /auth/login answers, as the throttle tests read it. */
export interface LoginReply {
  accessToken?: string;
  knownDevice?: string;
  error?: { code: string; message: string; details?: { retryAfterSeconds?: number } };
}

/**
 * The throttle documents one test file makes, to forget after it: a test-range address of its
 * own for each use (so that no two tests share a count), and the pairs and accounts it names.
 */
export function throttleTouches() {
  const touched = { pairs: [] as [string, string][], addresses: [] as string[], accounts: [] as string[] };
  const freshAddress = (): string => {
    const address = `198.18.${randomInt(256)}.${randomInt(1, 255)}`;
    touched.addresses.push(address);
    return address;
  };
  return { ...touched, freshAddress, forget: () => resetThrottle(touched) };
}
