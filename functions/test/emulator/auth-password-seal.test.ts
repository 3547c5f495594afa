// Passwords are held sealed in Firebase Auth (functions/src/auth/password-seal.ts): Auth's own
// public password endpoint cannot confirm a guess, so every guess meets the shop's throttle.
import { afterAll, describe, expect, it } from 'vitest';
import { auth, db } from '../../src/admin';
import { createConfirmedUser, idTokenFor, mailsTo, post, resetThrottle, tokenOfLink, uniqueAccount } from '../auth-helpers';

const address = () => `198.18.${Math.floor(Math.random() * 250) + 1}.${Math.floor(Math.random() * 250) + 1}`;
const used = { addresses: [] as string[] };
const login = (identifier: string, password: string) => {
  const from = address();
  used.addresses.push(from);
  return post<{ accessToken?: string; error?: { code: string } }>('/auth/login', { username: identifier, email: identifier, password }, {
    direct: true,
    headers: { 'x-forwarded-for': `${from}, 35.191.0.1` },
  });
};
afterAll(() => resetThrottle(used));

/** What a stranger with the public Web API key gets from Auth's own endpoint. */
const authEndpointAccepts = (email: string, password: string) => idTokenFor(email, password).then(() => true, () => false);

describe('a password set through the shop', () => {
  it('is not accepted by Firebase Auth’s own password endpoint, only by the shop’s login', async () => {
    const account = uniqueAccount('sealed');
    expect((await post('/auth/registration', account)).status).toBe(201);
    const [mail] = await mailsTo(account.email);
    expect((await post('/auth/confirmregistration', { token: tokenOfLink(mail!.link!) })).status).toBe(200);

    expect(await authEndpointAccepts(account.email, account.password)).toBe(false);
    const res = await login(account.username, account.password);
    expect(res.status).toBe(200);
    expect((await post('/auth/currentuser', {}, { token: res.body.accessToken! })).status).toBe(200);
  });

  it('stays sealed after a password reset', async () => {
    const user = await createConfirmedUser('resetseal');
    await post('/auth/sendpasswordrecoverylink', { email: user.email });
    const token = tokenOfLink((await mailsTo(user.email))[0]!.link!);
    expect((await post('/auth/confirmpasswordchange', { token, password: 'Fresh2Skeins' })).status).toBe(200);

    expect(await authEndpointAccepts(user.email, 'Fresh2Skeins')).toBe(false);
    expect((await login(user.email, 'Fresh2Skeins')).status).toBe(200);
    expect((await db.collection('users').doc(user.uid).get()).get('passwordSealed')).toBe(true);
  });
});

describe('an account that still holds a plain password', () => {
  it('is sealed at its first right login, and keeps working through the shop', async () => {
    const user = await createConfirmedUser('plain');
    expect(await authEndpointAccepts(user.email, user.password)).toBe(true);

    const first = await login(user.email, user.password);
    expect(first.status).toBe(200);
    // The token answered is made after the change, so the change does not end it.
    expect((await post('/auth/currentuser', {}, { token: first.body.accessToken! })).status).toBe(200);
    expect(await authEndpointAccepts(user.email, user.password)).toBe(false);
    expect((await db.collection('users').doc(user.uid).get()).get('passwordSealed')).toBe(true);
    expect((await login(user.username, user.password)).status).toBe(200);
    expect((await login(user.username, 'Wrong12345')).body.error?.code).toBe('INVALID_CREDENTIALS');
  });

  it('is left as it is when the account is not the shop’s', async () => {
    const account = uniqueAccount('strayplain');
    await auth.createUser({ email: account.email, password: account.password, emailVerified: true });
    expect((await login(account.email, account.password)).body.error?.code).toBe('ACCOUNT_NOT_REGISTERED');
    expect(await authEndpointAccepts(account.email, account.password)).toBe(true);
  });
});
