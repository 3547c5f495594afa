// The signed-in customer's profile calls: name and phone, a new email confirmed by a mailed link,
// a new password given the current one, and up to five saved delivery places.
import { afterAll, describe, expect, it } from 'vitest';
import { auth, db } from '../../src/admin';
import { makeGood, orderBody } from './orders-support';
import { createConfirmedUser, idTokenFor, mailsTo, post, throttleCount, throttleTouches, tokenOfLink, uniqueAccount } from '../auth-helpers';

const REF = (n: number) => `${String(n).padStart(8, '0')}-2222-3333-4444-555555555555`;
const npPlace = (n: number) => ({
  carrier: 'novaposhta',
  city: 'Київ, Київська обл.',
  branch: `Відділення №${n}`,
  novaPoshta: { settlementRef: REF(0), cityRef: REF(0), warehouseRef: REF(n) },
});
// One of our proxies' addresses: the client address is the entry before it (docs/security.md).
const PROXY = '35.191.0.9';
const throttle = throttleTouches();
afterAll(() => throttle.forget());

async function signedIn(tag: string) {
  const user = await createConfirmedUser(tag);
  return { ...user, token: await idTokenFor(user.email, user.password) };
}
const profileOf = async (uid: string) => (await db.collection('users').doc(uid).get()).data()!;

describe('name and phone', () => {
  it('keeps a real name and the phone in its stored form, and answers them with the current user', async () => {
    const user = await signedIn('details');
    const saved = await post('/auth/saveprofile', { realName: ' Олена  Коваль ', phone: '067 765 43 21' }, { token: user.token });
    expect(saved).toEqual({ status: 200, body: { realName: 'Олена Коваль', phone: '+380677654321' } });
    const current = await post('/auth/currentuser', {}, { token: user.token });
    expect(current.body).toMatchObject({ realName: 'Олена Коваль', phone: '+380677654321', savedPlaces: [] });
  });

  it('refuses a login name as the real name, a bad phone and a role, in either language, and writes nothing', async () => {
    const user = await signedIn('baddetails');
    const loginName = await post('/auth/saveprofile', { realName: 'mariatest1', phone: '0671234567' }, { token: user.token, headers: { cookie: '__session=en' } });
    expect(loginName).toMatchObject({ status: 400, body: { error: { code: 'VALIDATION_FAILED', message: 'Please check the data you entered.' } } });
    const badPhone = await post('/auth/saveprofile', { realName: 'Олена Коваль', phone: '+1 555 0100' }, { token: user.token });
    expect(badPhone).toMatchObject({ status: 400, body: { error: { code: 'VALIDATION_FAILED', message: 'Перевірте введені дані.' } } });
    const role = await post('/auth/saveprofile', { realName: 'Олена Коваль', phone: '0671234567', roles: ['ADMIN'] }, { token: user.token });
    expect(role.status).toBe(400);
    expect(await profileOf(user.uid)).toMatchObject({ phone: '380671234567', roles: ['USER'] });
    expect((await profileOf(user.uid)).realName).toBeUndefined();
  });

  it('takes the first order’s recipient as the name of a profile without one, and never replaces a name she has', async () => {
    const goodId = await makeGood({ quantity: 10 });
    const order = (token: string, name: string) =>
      post('/api/createshoppingcard', { ...orderBody([{ goodId, quantity: 1 }]), customer: { name, phone: '+380671234567' } }, { token });
    const unnamed = await signedIn('firstorder');
    expect((await order(unnamed.token, 'Ірина Бойко')).status).toBe(201);
    expect((await profileOf(unnamed.uid)).realName).toBe('Ірина Бойко');
    // A gift for a friend later: her own name stays.
    expect((await order(unnamed.token, 'Марія Шевченко')).status).toBe(201);
    expect((await profileOf(unnamed.uid)).realName).toBe('Ірина Бойко');

    const named = await signedIn('namedorder');
    await post('/auth/saveprofile', { realName: 'Олена Коваль', phone: '0677654321' }, { token: named.token });
    expect((await order(named.token, 'Марія Шевченко')).status).toBe(201);
    expect((await profileOf(named.uid)).realName).toBe('Олена Коваль');
  });

  it('is refused without a session', async () => {
    const res = await post('/auth/saveprofile', { realName: 'Олена Коваль', phone: '0671234567' });
    expect(res).toMatchObject({ status: 401, body: { error: { code: 'UNAUTHENTICATED' } } });
  });
});

describe('saved places', () => {
  it('keeps up to five, refuses a sixth with a message, and keeps one place once', async () => {
    const user = await signedIn('places');
    for (let n = 1; n <= 5; n += 1) {
      const res = await post('/auth/saveplace', { delivery: npPlace(n), ...(n === 1 ? { label: 'Дім' } : {}) }, { token: user.token });
      expect(res.status).toBe(200);
    }
    const again = await post<{ places: { label: string }[] }>('/auth/saveplace', { delivery: npPlace(2) }, { token: user.token });
    expect(again.body.places).toHaveLength(5);
    const sixth = await post('/auth/saveplace', { delivery: npPlace(6) }, { token: user.token });
    expect(sixth).toEqual({
      status: 409,
      body: { error: { code: 'SAVED_PLACES_FULL', message: 'Можна зберегти до 5 місць доставки. Видаліть одне в профілі, щоб зберегти нове.', details: { max: 5 } } },
    });
    const places = (await profileOf(user.uid)).savedPlaces as { id: string; label: string; delivery: { branch: string } }[];
    expect(places.map((p) => p.label)).toEqual(['Дім', 'Київ: Відділення №2', 'Київ: Відділення №3', 'Київ: Відділення №4', 'Київ: Відділення №5']);
    expect(places[0]!.delivery).toEqual(npPlace(1));
  });

  it('renames and removes a place of her own, and refuses an unknown one', async () => {
    const user = await signedIn('rename');
    const saved = await post<{ places: { id: string }[] }>('/auth/saveplace', { delivery: npPlace(1) }, { token: user.token });
    const placeId = saved.body.places[0]!.id;
    const renamed = await post('/auth/renameplace', { placeId, label: 'Робота' }, { token: user.token });
    expect(renamed.body).toMatchObject({ places: [{ id: placeId, label: 'Робота' }] });

    const other = await signedIn('otherplaces');
    const foreign = await post('/auth/removeplace', { placeId }, { token: other.token, headers: { cookie: '__session=en' } });
    expect(foreign).toEqual({ status: 404, body: { error: { code: 'SAVED_PLACE_NOT_FOUND', message: 'There is no such saved place.' } } });
    expect((await profileOf(user.uid)).savedPlaces).toHaveLength(1);

    const removed = await post('/auth/removeplace', { placeId }, { token: user.token });
    expect(removed).toEqual({ status: 200, body: { places: [] } });
  });

  it('refuses a delivery an order would refuse, and a label with markup', async () => {
    const user = await signedIn('badplace');
    expect((await post('/auth/saveplace', { delivery: { ...npPlace(1), carrier: 'meest' } }, { token: user.token })).status).toBe(400);
    expect((await post('/auth/saveplace', { delivery: npPlace(1), label: '<b>Дім</b>' }, { token: user.token })).status).toBe(400);
    expect((await post('/auth/renameplace', { placeId: 'x', label: '' }, { token: user.token })).status).toBe(400);
    expect((await profileOf(user.uid)).savedPlaces).toBeUndefined();
  });
});

describe('email change', () => {
  it('mails a link to the new address and changes the email only when it is followed', async () => {
    const user = await signedIn('newmail');
    const newEmail = uniqueAccount('moved').email;
    const asked = await post('/auth/changeemail', { email: newEmail.toUpperCase() }, { token: user.token });
    expect(asked).toEqual({ status: 200, body: { isEmailChangeSent: true } });
    expect((await auth.getUser(user.uid)).email).toBe(user.email);
    const [mail] = await mailsTo(newEmail);
    expect(mail?.subject).toBe('Підтвердьте нову адресу в Крамниці пряжі');
    expect(mail?.link).toMatch(/^http:\/\/127\.0\.0\.1:5000\/confirmemailchange\/[\w-]+$/);

    const token = tokenOfLink(mail!.link!);
    const confirmed = await post('/auth/confirmemailchange', { token });
    expect(confirmed).toEqual({ status: 200, body: { email: newEmail } });
    expect(await auth.getUser(user.uid)).toMatchObject({ email: newEmail, emailVerified: true });
    expect((await profileOf(user.uid)).email).toBe(newEmail);
    // She logs in with the new address; the link works once.
    expect((await post('/auth/login', { email: newEmail, username: newEmail, password: user.password })).status).toBe(200);
    expect(await post('/auth/confirmemailchange', { token })).toMatchObject({ status: 400, body: { error: { code: 'INVALID_OR_EXPIRED_TOKEN' } } });
  });

  it("mails nothing to another account's address, with the same answer", async () => {
    const user = await signedIn('taker');
    const holder = await createConfirmedUser('holder');
    const asked = await post('/auth/changeemail', { email: holder.email }, { token: user.token });
    expect(asked).toEqual({ status: 200, body: { isEmailChangeSent: true } });
    expect(await mailsTo(holder.email)).toEqual([]);
  });

  it('refuses the current address, a bad address and a bogus token', async () => {
    const user = await signedIn('samemail');
    const same = await post('/auth/changeemail', { email: user.email }, { token: user.token, headers: { cookie: '__session=en' } });
    expect(same).toEqual({ status: 400, body: { error: { code: 'EMAIL_UNCHANGED', message: 'This is your current address.' } } });
    expect((await post('/auth/changeemail', { email: 'not-an-address' }, { token: user.token })).status).toBe(400);
    expect(await post('/auth/confirmemailchange', { token: 'bogus' })).toMatchObject({ status: 400, body: { error: { code: 'INVALID_OR_EXPIRED_TOKEN' } } });
  });
});

describe('password change', () => {
  it('refuses a wrong current password and counts it as a failed login', async () => {
    const user = await signedIn('wrongpass');
    const address = throttle.freshAddress();
    throttle.pairs.push([user.uid, address]);
    throttle.accounts.push(user.uid);
    const wrong = await post('/auth/changepassword', { currentPassword: 'not-it-2025', password: 'NewYarn2025' }, { token: user.token, headers: { 'x-forwarded-for': `${address}, ${PROXY}` } });
    expect(wrong).toEqual({ status: 400, body: { error: { code: 'WRONG_CURRENT_PASSWORD', message: 'Теперішній пароль невірний.' } } });
    expect(await throttleCount('pair', user.uid, address)).toBe(1);
    expect((await post('/auth/login', { email: user.email, username: user.email, password: user.password })).status).toBe(200);
  });

  it('sets the new password sealed, ends the old sessions and answers a new one', async () => {
    const user = await signedIn('newpass');
    await new Promise((resolve) => setTimeout(resolve, 1100)); // revocation counts in whole seconds
    const changed = await post<{ customToken: string }>('/auth/changepassword', { currentPassword: user.password, password: 'NewYarn2025' }, { token: user.token });
    expect(changed.status).toBe(200);
    expect(changed.body.customToken).toEqual(expect.any(String));
    expect((await post('/auth/currentuser', {}, { token: user.token })).status).toBe(401);
    expect((await post('/auth/login', { email: user.email, username: user.email, password: 'NewYarn2025' })).status).toBe(200);
    expect((await profileOf(user.uid)).passwordSealed).toBe(true);
  });

  it('refuses a common new password', async () => {
    const user = await signedIn('commonpass');
    const res = await post('/auth/changepassword', { currentPassword: user.password, password: 'Password123!' }, { token: user.token });
    expect(res).toMatchObject({ status: 400, body: { error: { code: 'PASSWORD_TOO_COMMON' } } });
  });
});
