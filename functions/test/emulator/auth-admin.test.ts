// POST /api/setadminrole: the OWNER only; the claim is what counts, seen at the next token refresh.
// An ADMIN who is not the OWNER neither grants nor removes ADMIN, and nobody demotes the OWNER.
import { afterAll, describe, expect, it } from 'vitest';
import { auth, db } from '../../src/admin';
import { createConfirmedUser, idTokenFor, post } from '../auth-helpers';
import { createTestUser } from '../auth-tokens';

const cleanup: string[] = [];
afterAll(() => Promise.all(cleanup.map((uid) => auth.deleteUser(uid))));

describe('POST /api/setadminrole', () => {
  it('answers 401 to a guest and 403 to a signed-in user who is not ADMIN', async () => {
    const target = await createConfirmedUser('target');
    const guest = await post('/api/setadminrole', { email: target.email, admin: true });
    expect(guest.status).toBe(401);
    expect(guest.body).toMatchObject({ error: { code: 'UNAUTHENTICATED' } });

    const user = await createConfirmedUser('notadmin');
    const token = await idTokenFor(user.email, user.password);
    const refused = await post('/api/setadminrole', { email: user.email, admin: true }, { token });
    expect(refused.status).toBe(403);
    expect(refused.body).toMatchObject({ error: { code: 'FORBIDDEN' } });
    expect((await auth.getUser(user.uid)).customClaims?.role).toBeUndefined();
  });

  it('lets the OWNER grant and take away the role, and the API sees the change at once', async () => {
    const admin = await createTestUser('owner');
    cleanup.push(admin.uid);
    const target = await createConfirmedUser('promoted');
    const before = await idTokenFor(target.email, target.password);

    const granted = await post('/api/setadminrole', { email: target.email, admin: true }, { token: admin.token });
    expect(granted).toEqual({ status: 200, body: { uid: target.uid, email: target.email, roles: ['ADMIN'] } });
    expect((await auth.getUser(target.uid)).customClaims).toEqual({ role: 'ADMIN' });
    expect((await db.collection('users').doc(target.uid).get()).get('roles')).toEqual(['ADMIN']);
    // The API reads the role from the account, not from the token: the old token already counts as ADMIN.
    expect((await post('/auth/currentuser', {}, { token: before })).body).toMatchObject({ roles: ['ADMIN'] });

    const taken = await post('/api/setadminrole', { email: target.email, admin: false }, { token: admin.token });
    expect(taken.body).toMatchObject({ roles: ['USER'] });
    expect((await auth.getUser(target.uid)).customClaims?.role).toBeUndefined();
    expect((await db.collection('users').doc(target.uid).get()).get('roles')).toEqual(['USER']);
  });

  it('a demoted ADMIN’s old token gets 403 at once, and their sessions end', async () => {
    const admin = await createTestUser('owner');
    cleanup.push(admin.uid);
    const demoted = await createConfirmedUser('demoted');
    const bystander = await createConfirmedUser('bystander');
    expect((await post('/api/setadminrole', { email: demoted.email, admin: true }, { token: admin.token })).status).toBe(200);
    expect((await post('/api/setadminrole', { email: bystander.email, admin: true }, { token: admin.token })).status).toBe(200);
    const adminToken = await idTokenFor(demoted.email, demoted.password);
    expect((await auth.verifyIdToken(adminToken)).role).toBe('ADMIN');
    expect((await post('/api/setadminrole', { email: bystander.email, admin: false }, { token: adminToken })).body).toMatchObject({ error: { code: 'OWNER_ONLY' } });

    // Revocation counts in whole seconds: a token of the same second as the demotion stays valid.
    await new Promise((resolve) => setTimeout(resolve, 1100));
    expect((await post('/api/setadminrole', { email: demoted.email, admin: false }, { token: admin.token })).status).toBe(200);

    // The token still carries role ADMIN, and the API refuses it all the same.
    expect(JSON.parse(Buffer.from(adminToken.split('.')[1]!, 'base64url').toString()).role).toBe('ADMIN');
    const refused = await post('/api/setadminrole', { email: bystander.email, admin: false }, { token: adminToken });
    expect(refused.status).toBe(403);
    expect(refused.body).toMatchObject({ error: { code: 'FORBIDDEN', message: 'Недостатньо прав.' } });
    expect((await auth.getUser(bystander.uid)).customClaims?.role).toBe('ADMIN');
    // Every session of the demoted user ended; signing in again gives a user's session.
    expect((await post('/auth/currentuser', {}, { token: adminToken })).status).toBe(401);
    const fresh = await idTokenFor(demoted.email, demoted.password);
    expect((await post('/auth/currentuser', {}, { token: fresh })).body).toMatchObject({ roles: ['USER'] });
  });

  it('gives the role only to an account the shop registered', async () => {
    const admin = await createTestUser('owner');
    cleanup.push(admin.uid);
    const stray = await auth.createUser({ email: `stray-${Date.now()}@test.yarnshop.test`, password: 'Stray12345!', emailVerified: true });
    cleanup.push(stray.uid);
    const res = await post('/api/setadminrole', { email: stray.email, admin: true }, { token: admin.token });
    expect(res.body).toMatchObject({ error: { code: 'USER_NOT_FOUND' } });
    expect((await auth.getUser(stray.uid)).customClaims?.role).toBeUndefined();
    expect((await db.collection('users').doc(stray.uid).get()).exists).toBe(false);
  });

  it('refuses an unknown email, a bad body and a change of the OWNER’s own role', async () => {
    const admin = await createTestUser('owner');
    cleanup.push(admin.uid);
    expect((await post('/api/setadminrole', { email: 'ghost@test.yarnshop.test', admin: true }, { token: admin.token })).body).toMatchObject({
      error: { code: 'USER_NOT_FOUND' },
    });
    expect((await post('/api/setadminrole', { email: admin.email, admin: 'yes' }, { token: admin.token })).status).toBe(400);
    expect((await post('/api/setadminrole', { email: admin.email, admin: false }, { token: admin.token })).body).toMatchObject({
      error: { code: 'CANNOT_CHANGE_OWN_ROLE' },
    });
  });

  it('an ADMIN who is not the OWNER may neither grant ADMIN, nor remove it, nor demote the OWNER', async () => {
    const [owner, admin, other] = await Promise.all([createTestUser('owner'), createTestUser('admin'), createTestUser('admin')]);
    cleanup.push(owner.uid, admin.uid, other.uid);
    const target = await createConfirmedUser('ally');
    for (const [email, wanted] of [[target.email, true], [other.email, false], [owner.email, false]] as const) {
      const refused = await post('/api/setadminrole', { email, admin: wanted }, { token: admin.token });
      expect(refused).toMatchObject({ status: 403, body: { error: { code: 'OWNER_ONLY', message: 'Надавати й забирати роль адміністратора може лише власниця магазину.' } } });
    }
    expect((await auth.getUser(target.uid)).customClaims?.role).toBeUndefined();
    expect((await auth.getUser(other.uid)).customClaims).toEqual({ role: 'ADMIN' });
    expect((await auth.getUser(owner.uid)).customClaims).toEqual({ role: 'ADMIN', owner: true });
    expect((await db.collection('users').doc(owner.uid).get()).get('roles')).toEqual(['ADMIN', 'OWNER']);
    // The owner's session goes on: nothing revoked it.
    expect((await post('/auth/currentuser', {}, { token: owner.token })).status).toBe(200);
  });

  it('nobody demotes an OWNER through the API, a second owner included', async () => {
    const [owner, second] = await Promise.all([createTestUser('owner'), createTestUser('owner')]);
    cleanup.push(owner.uid, second.uid);
    const refused = await post('/api/setadminrole', { email: second.email, admin: false }, { token: owner.token });
    expect(refused).toMatchObject({ status: 403, body: { error: { code: 'OWNER_PROTECTED' } } });
    expect((await post('/api/setadminrole', { email: owner.email, admin: false }, { token: owner.token })).body).toMatchObject({ error: { code: 'CANNOT_CHANGE_OWN_ROLE' } });
    expect((await auth.getUser(second.uid)).customClaims).toEqual({ role: 'ADMIN', owner: true });
    expect((await auth.getUser(owner.uid)).customClaims).toEqual({ role: 'ADMIN', owner: true });
  });
});
