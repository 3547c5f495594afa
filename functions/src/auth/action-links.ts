// Email links of accounts: Firebase Auth action codes put into the SPA's own routes
// (/confirmregistration/{token}, /confirmpasswordchange/{token}; docs/api.md, "Accounts").
import type { Language } from '@domain/language';
import { auth } from '../admin';
import { queueMail } from '../mail/outbox';
import { accountMail, type AccountMailKind } from './mail-texts';

/** The `oobCode` query parameter of a link made by firebase-admin. */
export function oobCodeOf(link: string): string {
  const code = new URL(link).searchParams.get('oobCode');
  if (!code) throw new Error('firebase-admin made an action link without an oobCode');
  return code;
}

const ROUTES: Record<AccountMailKind, string> = {
  confirmRegistration: '/confirmregistration/',
  passwordRecovery: '/confirmpasswordchange/',
};

async function actionCode(kind: AccountMailKind, email: string): Promise<string> {
  const link =
    kind === 'confirmRegistration' ? await auth.generateEmailVerificationLink(email) : await auth.generatePasswordResetLink(email);
  return oobCodeOf(link);
}

/** Where a mailed link leads and the language it is written in. */
export interface MailContext {
  origin: string;
  language: Language;
}

/** Puts the confirmation or recovery mail for `email` in the outbox. */
export async function sendAccountMail(context: MailContext, kind: AccountMailKind, email: string): Promise<void> {
  const link = `${context.origin}${ROUTES[kind]}${encodeURIComponent(await actionCode(kind, email))}`;
  await queueMail({ to: email, ...accountMail(kind, context.language, link) });
}
