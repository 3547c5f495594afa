// Email links of accounts: Firebase Auth action codes put into the SPA's own routes
// (/confirmregistration/{token}, /confirmpasswordchange/{token}; docs/api.md, "Accounts").
import type { Language } from '@domain/language';
import { auth } from '../admin';
import { queueMail } from '../mail/outbox';
import { accountMail, type AccountMailKind } from './mail-texts';

/** The `oobCode` query parameter of a link made by firebase-admin. */
function oobCodeOf(link: string): string {
  const code = new URL(link).searchParams.get('oobCode');
  if (!code) throw new Error('firebase-admin made an action link without an oobCode');
  return code;
}

/** The mails that carry an action code. */
type LinkedMailKind = Exclude<AccountMailKind, 'addressTaken' | 'confirmEmailChange'>;

const ROUTES: Record<LinkedMailKind, string> = {
  confirmRegistration: '/confirmregistration/',
  passwordRecovery: '/confirmpasswordchange/',
};

async function actionCode(kind: LinkedMailKind, email: string): Promise<string> {
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
export async function sendAccountMail(context: MailContext, kind: LinkedMailKind, email: string): Promise<void> {
  const link = `${context.origin}${ROUTES[kind]}${encodeURIComponent(await actionCode(kind, email))}`;
  await queueMail({ to: email, ...accountMail(kind, context.language, link) });
}

/** Tells the owner of `email` that someone tried to register it, with the way to log in or reset. */
export async function sendAddressTakenMail(context: MailContext, email: string): Promise<void> {
  await queueMail({ to: email, ...accountMail('addressTaken', context.language, `${context.origin}/login`) });
}
