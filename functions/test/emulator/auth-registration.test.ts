// Sign-up and email confirmation against the Auth and Firestore emulators, through Hosting.
import { Timestamp } from 'firebase-admin/firestore';
import { describe, expect, it } from 'vitest';
import { auth, db } from '../../src/admin';
import { UNCONFIRMED_GRACE_MS } from '../../src/auth/unconfirmed-registration';
import { createConfirmedUser, mailsTo, post, tokenOfLink, uniqueAccount } from '../auth-helpers';

const SAME_ANSWER = { status: 201, body: { isEmailConfirmationSent: true } };
const nameIsFree = async (username: string) => !(await db.collection('usernames').doc(username.toLowerCase()).get()).exists;

const register = (body: Record<string, unknown>, headers: Record<string, string> = {}) => post('/auth/registration', body, { headers });

describe('POST /auth/registration', () => {
  it('creates an unconfirmed user, the profile and the user name, and mails a confirmation link', async () => {
    const account = uniqueAccount('reg');
    const res = await register(account);
    expect(res).toEqual({ status: 201, body: { isEmailConfirmationSent: true } });

    const user = await auth.getUserByEmail(account.email);
    expect(user.emailVerified).toBe(false);
    const profile = (await db.collection('users').doc(user.uid).get()).data();
    expect(profile).toMatchObject({
      username: account.username,
      usernameLower: account.username.toLowerCase(),
      email: account.email,
      phone: '+380671234567',
      roles: ['USER'],
      shoppingCards: [],
    });
    expect((await db.collection('usernames').doc(account.username.toLowerCase()).get()).data()).toEqual({ uid: user.uid });

    const [mail] = await mailsTo(account.email);
    expect(mail?.subject).toMatch(/реєстрац/i);
    expect(mail?.link).toMatch(/^http:\/\/127\.0\.0\.1:5000\/confirmregistration\/[\w-]+$/);
    expect(mail?.html).toContain(mail?.link);
  });

  it('answers a taken address exactly as a new one, makes nothing, and mails the address instead', async () => {
    const account = uniqueAccount('dupmail');
    const fresh = await register(account);
    const first = await auth.getUserByEmail(account.email);
    const again = await register({ ...account, username: `${account.username}x` });
    expect(fresh).toEqual(SAME_ANSWER);
    expect(again).toEqual(fresh);

    expect((await auth.getUserByEmail(account.email)).uid).toBe(first.uid);
    expect(await nameIsFree(`${account.username}x`)).toBe(true);
    const [told, confirmation] = await mailsTo(account.email);
    expect(told?.subject).toBe('Спроба реєстрації в Крамниці пряжі з вашою адресою');
    expect(told?.text).toMatch(/акаунт з нею вже є/);
    expect(told?.link).toBe('http://127.0.0.1:5000/login');
    expect(confirmation?.link).toMatch(/\/confirmregistration\//);
  });

  it("answers a confirmed account's address as a new one, in the request's language, and mails its owner", async () => {
    const owner = await createConfirmedUser('dupconfirmed');
    const stranger = { ...uniqueAccount('dupstranger'), email: owner.email };
    const res = await post('/auth/registration', stranger, { headers: { cookie: '__session=en' } });
    expect(res).toEqual(SAME_ANSWER);
    expect(await nameIsFree(stranger.username)).toBe(true);
    const [told] = await mailsTo(owner.email);
    expect(told?.subject).toBe('Someone tried to sign up at the Yarn shop with your address');
    expect(told?.text).toMatch(/log in or change your password/);
  });

  it('replaces an unconfirmed registration only once its grace period is over', async () => {
    const first = uniqueAccount('stale');
    expect(await register(first)).toEqual(SAME_ANSWER);
    const old = await auth.getUserByEmail(first.email);
    const second = { ...uniqueAccount('stale2'), email: first.email };

    // Within the grace period the first registration keeps the address.
    expect(await register(second)).toEqual(SAME_ANSWER);
    expect((await auth.getUserByEmail(first.email)).uid).toBe(old.uid);
    expect(await nameIsFree(second.username)).toBe(true);

    // The first registration's day is over: its profile says it was made a grace period and a minute ago.
    await db.collection('users').doc(old.uid).update({ createdAt: Timestamp.fromMillis(Date.now() - UNCONFIRMED_GRACE_MS - 60_000) });
    expect(await register(second)).toEqual(SAME_ANSWER);
    const replaced = await auth.getUserByEmail(first.email);
    expect(replaced.uid).not.toBe(old.uid);
    expect(replaced.displayName).toBe(second.username);
    await expect(auth.getUser(old.uid)).rejects.toMatchObject({ code: 'auth/user-not-found' });
    expect((await db.collection('users').doc(old.uid).get()).exists).toBe(false);
    expect(await nameIsFree(first.username)).toBe(true);
    expect((await db.collection('usernames').doc(second.username.toLowerCase()).get()).data()).toEqual({ uid: replaced.uid });
    const [confirmation] = await mailsTo(first.email);
    expect(confirmation?.link).toMatch(/\/confirmregistration\//);
    expect((await post('/auth/confirmregistration', { token: tokenOfLink(confirmation!.link!) })).status).toBe(200);
    expect((await auth.getUser(replaced.uid)).emailVerified).toBe(true);
  });

  it('never replaces a confirmed account, however old', async () => {
    const owner = await createConfirmedUser('oldconfirmed');
    await db.collection('users').doc(owner.uid).update({ createdAt: Timestamp.fromMillis(Date.now() - 10 * UNCONFIRMED_GRACE_MS) });
    expect(await register({ ...uniqueAccount('oldthief'), email: owner.email })).toEqual(SAME_ANSWER);
    expect((await auth.getUserByEmail(owner.email)).uid).toBe(owner.uid);
    expect((await db.collection('users').doc(owner.uid).get()).exists).toBe(true);
  });

  it('refuses a user name taken in another case with USERNAME_TAKEN and leaves no Auth user behind', async () => {
    const first = uniqueAccount('dupname');
    expect((await register(first)).status).toBe(201);
    const second = { ...uniqueAccount('dupname2'), username: first.username.toUpperCase() };
    const res = await post('/auth/registration', second, { headers: { cookie: '__session=en' } });
    expect(res.status).toBe(409);
    expect(res.body).toMatchObject({ error: { code: 'USERNAME_TAKEN', message: 'This user name is already taken.' } });
    await expect(auth.getUserByEmail(second.email)).rejects.toMatchObject({ code: 'auth/user-not-found' });
    expect(await mailsTo(second.email)).toEqual([]);
  });

  it.each([
    ['a phone of 9 digits', { phone: 671234567 }],
    ['a phone sent as text', { phone: '380671234567' }],
    ['a phone of 14 digits', { phone: 38067123456789 }],
    ['a short user name', { username: 'ab' }],
    ['a user name with a space', { username: 'knit ter' }],
    ['a password without a digit', { password: 'onlyletters' }],
    ['a bad email', { email: 'not-an-email' }],
  ])('refuses %s with VALIDATION_FAILED and creates nothing', async (_, change) => {
    const account = { ...uniqueAccount('bad'), ...change };
    const res = await register(account);
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ error: { code: 'VALIDATION_FAILED' } });
    if (typeof account.email === 'string' && account.email.includes('@')) {
      await expect(auth.getUserByEmail(account.email)).rejects.toMatchObject({ code: 'auth/user-not-found' });
    }
  });

  it('refuses one of the most common passwords with PASSWORD_TOO_COMMON and creates nothing', async () => {
    const account = { ...uniqueAccount('common'), password: 'Qwerty123' };
    const res = await register(account);
    expect(res).toEqual({
      status: 400,
      body: { error: { code: 'PASSWORD_TOO_COMMON', message: 'Цей пароль надто поширений, його легко вгадати. Придумайте інший.' } },
    });
    await expect(auth.getUserByEmail(account.email)).rejects.toMatchObject({ code: 'auth/user-not-found' });
    expect(await mailsTo(account.email)).toEqual([]);
  });

  it('puts the request origin into the link only when it is a shop origin', async () => {
    // A browser on another site is refused outright (same-origin CORS), creating nothing.
    const foreign = uniqueAccount('origin');
    const refused = await register(foreign, { origin: 'https://evil.example' });
    expect(refused.status).toBe(403);
    expect(refused.body).toMatchObject({ error: { code: 'ORIGIN_NOT_ALLOWED' } });
    await expect(auth.getUserByEmail(foreign.email)).rejects.toMatchObject({ code: 'auth/user-not-found' });
    expect(await mailsTo(foreign.email)).toEqual([]);
    // A forwarded host that is not the shop's never makes it into a mailed link.
    const forwarded = uniqueAccount('origin1');
    await register(forwarded, { 'x-forwarded-host': 'evil.example', 'x-forwarded-proto': 'https' });
    expect((await mailsTo(forwarded.email))[0]?.link).toMatch(/^http:\/\/127\.0\.0\.1:5000\/confirmregistration\//);
    const local = uniqueAccount('origin2');
    await register(local, { origin: 'http://localhost:5173' });
    expect((await mailsTo(local.email))[0]?.link).toMatch(/^http:\/\/localhost:5173\/confirmregistration\//);
  });
});

describe('POST /auth/confirmregistration', () => {
  it('confirms the email with the mailed token once, then calls the token used', async () => {
    const account = uniqueAccount('confirm');
    await register(account);
    const token = tokenOfLink((await mailsTo(account.email))[0]!.link!);

    expect(await post('/auth/confirmregistration', { token })).toEqual({ status: 200, body: { isEmailConfirmed: true } });
    expect((await auth.getUserByEmail(account.email)).emailVerified).toBe(true);

    const used = await post('/auth/confirmregistration', { token });
    expect(used.status).toBe(400);
    expect(used.body).toMatchObject({ error: { code: 'INVALID_OR_EXPIRED_TOKEN' } });
  });

  it('refuses a bogus token and an empty one', async () => {
    const bogus = await post('/auth/confirmregistration', { token: 'not-a-real-code' });
    expect(bogus.status).toBe(400);
    expect(bogus.body).toMatchObject({ error: { code: 'INVALID_OR_EXPIRED_TOKEN' } });
    expect((await post('/auth/confirmregistration', {})).body).toMatchObject({ error: { code: 'VALIDATION_FAILED' } });
  });

  it('sends a new link to an unconfirmed account and answers the same for anyone', async () => {
    const account = uniqueAccount('resend');
    await register(account);
    const answer = await post('/auth/resendconfirmation', { email: account.email });
    expect(answer).toEqual({ status: 200, body: { isEmailConfirmationSent: true } });
    const mails = await mailsTo(account.email);
    expect(mails).toHaveLength(2);
    const fresh = tokenOfLink(mails[0]!.link!);
    expect((await post('/auth/confirmregistration', { token: fresh })).status).toBe(200);

    expect(await post('/auth/resendconfirmation', { email: `nobody-${Date.now()}@test.yarnshop.test` })).toEqual(answer);
    expect(await post('/auth/resendconfirmation', { email: account.email })).toEqual(answer);
    expect(await mailsTo(account.email)).toHaveLength(2); // confirmed: nothing more is sent
  });
});
