// POST /api/setadminrole: ADMIN only; the claim is what counts, seen at the next token refresh.
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

  it('lets an ADMIN grant and take away the role; the user sees it at the next token', async () => {
    const admin = await createTestUser('admin');
    cleanup.push(admin.uid);
    const target = await createConfirmedUser('promoted');
    const before = await idTokenFor(target.email, target.password);

    const granted = await post('/api/setadminrole', { email: target.email, admin: true }, { token: admin.token });
    expect(granted).toEqual({ status: 200, body: { uid: target.uid, email: target.email, roles: ['ADMIN'] } });
    expect((await auth.getUser(target.uid)).customClaims).toEqual({ role: 'ADMIN' });
    expect((await db.collection('users').doc(target.uid).get()).get('roles')).toEqual(['ADMIN']);
    // The old token still says USER; a refreshed one says ADMIN.
    expect((await post('/auth/currentuser', {}, { token: before })).body).toMatchObject({ roles: ['USER'] });
    const after = await idTokenFor(target.email, target.password);
    expect((await post('/auth/currentuser', {}, { token: after })).body).toMatchObject({ roles: ['ADMIN'] });

    const revoked = await post('/api/setadminrole', { email: target.email, admin: false }, { token: admin.token });
    expect(revoked.body).toMatchObject({ roles: ['USER'] });
    expect((await auth.getUser(target.uid)).customClaims?.role).toBeUndefined();
  });

  it('refuses an unknown email, a bad body and a change of the ADMIN’s own role', async () => {
    const admin = await createTestUser('admin');
    cleanup.push(admin.uid);
    expect((await post('/api/setadminrole', { email: 'ghost@test.yarnshop.test', admin: true }, { token: admin.token })).body).toMatchObject({
      error: { code: 'USER_NOT_FOUND' },
    });
    expect((await post('/api/setadminrole', { email: admin.email, admin: 'yes' }, { token: admin.token })).status).toBe(400);
    expect((await post('/api/setadminrole', { email: admin.email, admin: false }, { token: admin.token })).body).toMatchObject({
      error: { code: 'CANNOT_CHANGE_OWN_ROLE' },
    });
  });
});
