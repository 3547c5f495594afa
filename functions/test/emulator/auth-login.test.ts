// Login by email or user name, and the signed-in user's calls (the throttle: auth-throttle.test.ts).
import { afterAll, describe, expect, it } from 'vitest';
import { auth } from '../../src/admin';
import { createConfirmedUser, idTokenFor, idTokenFromCustomToken, post, resetThrottle, uniqueAccount } from '../auth-helpers';

// Failed logins here come from addresses of their own, so they never throttle other tests.
const address = () => `203.0.113.${Math.floor(Math.random() * 250) + 1}`;
const used = { addresses: [] as string[] };
const login = (body: Record<string, unknown>, from = address()) => {
  used.addresses.push(from);
  return post<{ accessToken?: string; customToken?: string; error?: { code: string; message: string } }>('/auth/login', body, {
    direct: true,
    headers: { 'x-forwarded-for': `${from}, 35.191.0.1` },
  });
};
afterAll(() => resetThrottle(used));

describe('POST /auth/login', () => {
  it('accepts the email and answers an ID token and a custom token for the SPA session', async () => {
    const user = await createConfirmedUser('login');
    const res = await login({ username: user.email, email: user.email, password: user.password });
    expect(res.status).toBe(200);
    expect((await auth.verifyIdToken(res.body.accessToken!)).uid).toBe(user.uid);
    const sdkToken = await idTokenFromCustomToken(res.body.customToken!);
    expect((await auth.verifyIdToken(sdkToken)).uid).toBe(user.uid);
  });

  it('accepts the user name in any case, through Hosting too', async () => {
    const user = await createConfirmedUser('byname');
    const typed = user.username.toUpperCase();
    const res = await post<{ accessToken: string }>('/auth/login', { username: typed, email: typed, password: user.password });
    expect(res.status).toBe(200);
    expect((await auth.verifyIdToken(res.body.accessToken)).uid).toBe(user.uid);
  });

  it('gives a wrong password the same answer as an unknown user name or email', async () => {
    const user = await createConfirmedUser('wrong');
    const wrongPassword = await login({ username: user.username, email: user.username, password: 'Wrong1234' });
    const unknownName = await login({ username: 'nobody_here_1', email: 'nobody_here_1', password: 'Wrong1234' });
    const unknownEmail = await login({ username: 'nobody@test.yarnshop.test', email: 'nobody@test.yarnshop.test', password: 'Wrong1234' });
    expect(wrongPassword.status).toBe(400);
    expect(wrongPassword.body).toEqual({ error: { code: 'INVALID_CREDENTIALS', message: 'Невірний email, ім’я користувача або пароль.' } });
    expect(unknownName).toEqual(wrongPassword);
    expect(unknownEmail).toEqual(wrongPassword);
  });

  it('refuses an empty identifier or password with VALIDATION_FAILED', async () => {
    expect((await login({ username: '', email: '', password: 'x' })).body.error?.code).toBe('VALIDATION_FAILED');
    expect((await login({ username: 'olena', email: 'olena' })).body.error?.code).toBe('VALIDATION_FAILED');
  });

  it('asks for the email confirmation when the password is right but the email is not confirmed', async () => {
    const user = await createConfirmedUser('unconfirmed');
    await auth.updateUser(user.uid, { emailVerified: false });
    const res = await login({ username: user.email, email: user.email, password: user.password });
    expect(res.status).toBe(403);
    expect(res.body.error?.code).toBe('EMAIL_NOT_CONFIRMED');
  });

  it('refuses an account the shop did not make, even with its right password', async () => {
    const account = uniqueAccount('stray');
    await auth.createUser({ email: account.email, password: account.password, emailVerified: true });
    const res = await login({ username: account.email, email: account.email, password: account.password });
    expect(res.status).toBe(403);
    expect(res.body.error).toEqual({ code: 'ACCOUNT_NOT_REGISTERED', message: expect.stringContaining('Зареєструйтеся') });
  });
});

describe('the signed-in user', () => {
  it('gets their details from /auth/currentuser with a bearer, and a 401 without one', async () => {
    const user = await createConfirmedUser('current');
    const token = await idTokenFor(user.email, user.password);
    const res = await post('/auth/currentuser', {}, { token });
    expect(res).toEqual({
      status: 200,
      body: { _id: user.uid, username: user.username, email: user.email, phone: '380671234567', realName: null, roles: ['USER'], shoppingCards: [], savedPlaces: [] },
    });
    expect((await post('/auth/currentuser', {})).body).toMatchObject({ error: { code: 'UNAUTHENTICATED' } });
    expect((await post('/auth/currentuser', {}, { token: 'forged.token.value' })).status).toBe(401);
  });

  it('gets a token from /auth/getaccesstoken, and after /auth/logout the old token is refused', async () => {
    const user = await createConfirmedUser('logout');
    const token = await idTokenFor(user.email, user.password);
    expect(await post('/auth/getaccesstoken', {}, { token })).toEqual({ status: 200, body: { data: token } });
    expect((await post('/auth/getaccesstoken', {})).status).toBe(401);
    // ID tokens carry whole seconds: a token revoked in the second it was made still counts as valid.
    await new Promise((resolve) => setTimeout(resolve, 1100));
    expect(await post('/auth/logout', {}, { token })).toEqual({ status: 200, body: { isLoggedOut: true } });
    expect((await post('/auth/currentuser', {}, { token })).status).toBe(401);
  });
});
