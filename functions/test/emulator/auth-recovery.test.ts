// Password recovery end to end through the mail outbox.
import { execFile } from 'node:child_process';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';
import { auth } from '../../src/admin';
import { createConfirmedUser, idTokenFor, mailsTo, post, tokenOfLink, uniqueAccount } from '../auth-helpers';

describe('password recovery', () => {
  it('answers the same whether or not the email exists, and mails only an existing account', async () => {
    const user = await createConfirmedUser('recover');
    const stranger = uniqueAccount('stranger').email;
    const known = await post('/auth/sendpasswordrecoverylink', { email: user.email });
    const unknown = await post('/auth/sendpasswordrecoverylink', { email: stranger });
    expect(known).toEqual({ status: 200, body: { data: 'passwordRecoveryLinkSent' } });
    expect(unknown).toEqual(known);
    expect(await mailsTo(stranger)).toEqual([]);
    const [mail] = await mailsTo(user.email);
    expect(mail?.link).toMatch(/^http:\/\/127\.0\.0\.1:5000\/confirmpasswordchange\/[\w-]+$/);
  });

  it('sets a new password with the mailed token, under the password rules, and refuses the token once used', async () => {
    const user = await createConfirmedUser('reset');
    const oldSession = await idTokenFor(user.email, user.password);
    await post('/auth/sendpasswordrecoverylink', { email: user.email });
    const token = tokenOfLink((await mailsTo(user.email))[0]!.link!);

    const weak = await post('/auth/confirmpasswordchange', { token, password: 'short' });
    expect(weak.status).toBe(400);
    expect(weak.body).toMatchObject({ error: { code: 'VALIDATION_FAILED' } });
    const common = await post('/auth/confirmpasswordchange', { token, password: 'Password123!' }, { headers: { cookie: '__session=en' } });
    expect(common).toEqual({
      status: 400,
      body: { error: { code: 'PASSWORD_TOO_COMMON', message: 'This password is too common and easy to guess. Please choose another one.' } },
    });

    await new Promise((resolve) => setTimeout(resolve, 1100)); // revocation counts in whole seconds
    const changed = await post('/auth/confirmpasswordchange', { token, password: 'NewYarn2025' });
    expect(changed).toEqual({ status: 200, body: { isPasswordChanged: true } });

    const byName = await post('/auth/login', { username: user.username, email: user.username, password: 'NewYarn2025' });
    expect(byName.status).toBe(200);
    const oldPassword = await post('/auth/login', { username: user.username, email: user.username, password: user.password }, {
      direct: true,
      headers: { 'x-forwarded-for': '198.51.100.7' },
    });
    expect(oldPassword.body).toMatchObject({ error: { code: 'INVALID_CREDENTIALS' } });
    // Sessions opened with the old password end.
    expect((await post('/auth/currentuser', {}, { token: oldSession })).status).toBe(401);

    const again = await post('/auth/confirmpasswordchange', { token, password: 'Another2025' });
    expect(again.status).toBe(400);
    expect(again.body).toMatchObject({ error: { code: 'INVALID_OR_EXPIRED_TOKEN' } });
    expect((await auth.getUserByEmail(user.email)).emailVerified).toBe(true);
  });

  it('refuses a bogus token', async () => {
    const res = await post('/auth/confirmpasswordchange', { token: 'bogus-code', password: 'NewYarn2025' });
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ error: { code: 'INVALID_OR_EXPIRED_TOKEN' } });
  });
});

describe('the local mailbox (scripts/mailbox.ts)', () => {
  it('prints the latest outbox messages with their links', async () => {
    const user = await createConfirmedUser('mailbox');
    await post('/auth/sendpasswordrecoverylink', { email: user.email });
    const link = (await mailsTo(user.email))[0]!.link!;
    const root = join(__dirname, '..', '..', '..');
    const { stdout } = await promisify(execFile)(join(root, 'node_modules', '.bin', 'tsx'), ['scripts/mailbox.ts', '5'], { cwd: root });
    expect(stdout).toContain(`to ${user.email}`);
    expect(stdout).toContain('Зміна пароля в Крамниці пряжі');
    expect(stdout).toContain(link);
  });
});
