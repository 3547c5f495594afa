// Only accounts the shop made act as users. Firebase Auth's own sign-up, open to anyone with the
// public Web API key, is refused by a blocking function; an account made around it (by a
// privileged call here, as one made before the blocking function was deployed) gets 403 on
// personal calls, and never keeps its email address from the owner.
import { afterAll, describe, expect, it } from 'vitest';
import { auth, db } from '../../src/admin';
import { createConfirmedUser, idTokenFor, mailsTo, post, tokenOfLink, uniqueAccount } from '../auth-helpers';

const PROJECT = 'demo-yarn-shop';
const toolkit = (path: string) => `http://${process.env.FIREBASE_AUTH_EMULATOR_HOST}/identitytoolkit.googleapis.com/v1/${path}`;
const cleanup: string[] = [];
afterAll(() => Promise.all(cleanup.map((uid) => auth.deleteUser(uid).catch(() => undefined))));

async function callToolkit(path: string, body: Record<string, unknown>, privileged = false) {
  const res = await fetch(toolkit(path), {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', ...(privileged ? { Authorization: 'Bearer owner' } : {}) },
    body: JSON.stringify(body),
  });
  return { status: res.status, body: (await res.json()) as { localId?: string; idToken?: string; error?: { message: string } } };
}

/** An account made straight through the Auth REST API, around the blocking function; `ageMs` old. */
async function strayAccount(email: string, password: string, { verified = false, ageMs = 0 } = {}) {
  const made = await callToolkit(`projects/${PROJECT}/accounts`, { email, password }, true);
  const uid = made.body.localId!;
  cleanup.push(uid);
  await callToolkit(`projects/${PROJECT}/accounts:update`, { localId: uid, emailVerified: verified, createdAt: String(Date.now() - ageMs) }, true);
  return uid;
}

describe('Firebase Auth’s own sign-up with the public key', () => {
  it('is refused by the blocking function: no account is made', async () => {
    const account = uniqueAccount('signup');
    const res = await callToolkit('accounts:signUp?key=public-web-api-key', { email: account.email, password: account.password, returnSecureToken: true });
    expect(res.status).toBe(400);
    expect(res.body.error?.message).toMatch(/BLOCKING_FUNCTION_ERROR_RESPONSE.*shop registration only/);
    expect(res.body.idToken).toBeUndefined();
    await expect(auth.getUserByEmail(account.email)).rejects.toMatchObject({ code: 'auth/user-not-found' });
  });
});

describe('a token of an account the shop did not make', () => {
  it('gets 403 ACCOUNT_NOT_REGISTERED (or EMAIL_NOT_CONFIRMED first) on personal calls, and writes nothing', async () => {
    const account = uniqueAccount('restmade');
    const uid = await strayAccount(account.email, account.password);
    const unconfirmed = await idTokenFor(account.email, account.password);
    const first = await post('/auth/currentuser', {}, { token: unconfirmed });
    expect(first).toMatchObject({ status: 403, body: { error: { code: 'EMAIL_NOT_CONFIRMED' } } });

    await auth.updateUser(uid, { emailVerified: true });
    const token = await idTokenFor(account.email, account.password);
    for (const path of ['/auth/currentuser', '/auth/getaccesstoken', '/api/getusershoppingcards']) {
      const res = await post(path, {}, { token });
      expect(res, path).toEqual({
        status: 403,
        body: { error: { code: 'ACCOUNT_NOT_REGISTERED', message: 'Цей акаунт створено не через реєстрацію в магазині. Зареєструйтеся, будь ласка.' } },
      });
    }
    // An order with such a token is refused too, not placed as the stray account's nor as a guest's.
    const order = await post('/api/createshoppingcard', { goods: [] }, { token, headers: { cookie: '__session=en' } });
    expect(order.status).toBe(403);
    expect(order.body).toMatchObject({ error: { code: 'ACCOUNT_NOT_REGISTERED', message: 'This account was not made through the shop’s registration. Please sign up.' } });
    expect((await db.collection('users').doc(uid).get()).exists).toBe(false);
  });
});

describe('an email address held by a stray account', () => {
  it('does not stop its owner from registering and confirming: the stray account is deleted with its sessions', async () => {
    const owner = uniqueAccount('owner');
    const strayUid = await strayAccount(owner.email, 'Squatter123!', { ageMs: 60 * 60 * 1000 });
    const squatterToken = await idTokenFor(owner.email, 'Squatter123!');

    // No mail goes to the address for the stray account: neither confirmation nor recovery.
    await post('/auth/resendconfirmation', { email: owner.email });
    await post('/auth/sendpasswordrecoverylink', { email: owner.email });
    expect(await mailsTo(owner.email)).toEqual([]);

    expect(await post('/auth/registration', owner)).toEqual({ status: 201, body: { isEmailConfirmationSent: true } });
    await expect(auth.getUser(strayUid)).rejects.toMatchObject({ code: 'auth/user-not-found' });
    expect((await post('/auth/currentuser', {}, { token: squatterToken })).status).toBe(401);

    const user = await auth.getUserByEmail(owner.email);
    cleanup.push(user.uid);
    expect(user.uid).not.toBe(strayUid);
    const [mail] = await mailsTo(owner.email);
    expect((await post('/auth/confirmregistration', { token: tokenOfLink(mail!.link!) })).status).toBe(200);
    const login = await post('/auth/login', { username: owner.username, email: owner.username, password: owner.password });
    expect(login.status).toBe(200);
    await expect(idTokenFor(owner.email, 'Squatter123!')).rejects.toThrow(/INVALID_LOGIN_CREDENTIALS|INVALID_PASSWORD/);
  });

  it('is kept for a minute, since a registration makes the account a moment before its profile', async () => {
    const owner = uniqueAccount('fresh');
    const strayUid = await strayAccount(owner.email, 'Squatter123!');
    const res = await post('/auth/registration', owner);
    // The same answer as a new address: whether it is taken is told to its owner only, by mail.
    expect(res).toEqual({ status: 201, body: { isEmailConfirmationSent: true } });
    expect((await auth.getUser(strayUid)).uid).toBe(strayUid);
  });

  it('never takes a registered account’s address, nor an ADMIN’s', async () => {
    const registered = await createConfirmedUser('kept');
    const res = await post('/auth/registration', { ...uniqueAccount('thief'), email: registered.email });
    expect(res).toEqual({ status: 201, body: { isEmailConfirmationSent: true } });
    expect((await auth.getUser(registered.uid)).uid).toBe(registered.uid);

    const admin = uniqueAccount('oldadmin');
    const adminUid = await strayAccount(admin.email, admin.password, { verified: true, ageMs: 60 * 60 * 1000 });
    await auth.setCustomUserClaims(adminUid, { role: 'ADMIN' });
    expect(await post('/auth/registration', { ...uniqueAccount('thief2'), email: admin.email })).toEqual({ status: 201, body: { isEmailConfirmationSent: true } });
    expect((await auth.getUser(adminUid)).customClaims).toEqual({ role: 'ADMIN' });
  });
});
