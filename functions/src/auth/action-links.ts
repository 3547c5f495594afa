// Email links of accounts: Firebase Auth action codes put into the SPA's own routes
// (/confirmregistration/{token}, /confirmpasswordchange/{token}; docs/api.md, "Accounts").
import type { Language } from '@domain/language';
import { auth } from '../admin';
import { config } from '../config';
import { queueMail } from '../mail/outbox';
import { accountMail, type AccountMailKind } from './mail-texts';

/** The `oobCode` query parameter of a link made by firebase-admin. */
export function oobCodeOf(link: string): string {
  const code = new URL(link).searchParams.get('oobCode');
  if (!code) throw new Error('firebase-admin made an action link without an oobCode');
  return code;
}

/**
 * The shop origin the request came from, when it is one of ours; otherwise the configured one.
 * Never an arbitrary Origin: a link in a mail must not lead anywhere else.
 */
export function shopOriginOf(header: (name: string) => string | undefined): string {
  const allowed = new Set([config.shopOrigin, ...config.extraShopOrigins]);
  const forwardedHost = header('x-forwarded-host')?.split(',')[0]?.trim();
  const forwardedProto = header('x-forwarded-proto')?.split(',')[0]?.trim() ?? 'https';
  const candidates = [header('origin'), forwardedHost ? `${forwardedProto}://${forwardedHost}` : undefined];
  return candidates.find((origin): origin is string => Boolean(origin && allowed.has(origin))) ?? config.shopOrigin;
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
