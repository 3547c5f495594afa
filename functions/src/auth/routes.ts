// The /auth/* calls (docs/product.md, "Calls") and the ADMIN's /api/setadminrole (docs/api.md, "Accounts").
import type { Router } from 'express';
import { bearerToken } from '../http/auth';
import { endpoint, routerOf, type Call } from '../http/endpoint';
import { accountMailChecks, RATE_RULES } from '../http/rate-limit-rules';
import { EmailSchema, LoginSchema, PasswordChangeSchema, RegistrationSchema, SetAdminRoleSchema, TokenSchema } from '@domain/api/auth';
import { confirmPasswordChange, confirmRegistration, currentUser, logout } from './account';
import { shopOriginOf } from '../http/shop-origin';
import type { MailContext } from './action-links';
import { setAdminRole } from './admin-role';
import { login } from './login';
import { profileEndpoints } from './profile-routes';
import { register, resendConfirmation, sendPasswordRecovery } from './registration';

const mailContext = (call: Call): MailContext => ({ origin: shopOriginOf(call.header), language: call.language });

export function authRouter(): Router {
  const mailLimits = accountMailChecks(RATE_RULES.accountMailPerAddress);
  return routerOf([
    endpoint({ path: '/auth/login', access: 'public', schema: LoginSchema, handler: (body, call) => login(body, call.clientAddress()) }),
    endpoint({
      path: '/auth/registration',
      access: 'public',
      schema: RegistrationSchema,
      status: 201,
      limitsBeforeCheck: accountMailChecks(RATE_RULES.registrationPerAddress),
      handler: (body, call) => register(body, mailContext(call)).then(() => ({ isEmailConfirmationSent: true })),
    }),
    endpoint({ path: '/auth/confirmregistration', access: 'public', schema: TokenSchema, handler: ({ token }) => confirmRegistration(token).then(() => ({ isEmailConfirmed: true })) }),
    endpoint({
      path: '/auth/resendconfirmation',
      access: 'public',
      schema: EmailSchema,
      limitsBeforeCheck: mailLimits,
      handler: ({ email }, call) => resendConfirmation(email, mailContext(call)).then(() => ({ isEmailConfirmationSent: true })),
    }),
    // Answers a translation key of the SPA (docs/product.md, "Calls"), the same whether the email exists or not.
    endpoint({
      path: '/auth/sendpasswordrecoverylink',
      access: 'public',
      schema: EmailSchema,
      limitsBeforeCheck: mailLimits,
      handler: ({ email }, call) => sendPasswordRecovery(email, mailContext(call)).then(() => ({ data: 'passwordRecoveryLinkSent' })),
    }),
    endpoint({ path: '/auth/confirmpasswordchange', access: 'public', schema: PasswordChangeSchema, handler: (body) => confirmPasswordChange(body).then(() => ({ isPasswordChanged: true })) }),
    endpoint({ path: '/auth/currentuser', access: 'user', handler: (_body, { caller }) => currentUser(caller) }),
    // The bearer was verified (and not revoked) for this call; the SPA refreshes through the SDK.
    endpoint({ path: '/auth/getaccesstoken', access: 'user', handler: async (_body, call) => ({ data: bearerToken(call.header('authorization')) }) }),
    endpoint({ path: '/auth/logout', access: 'user', handler: (_body, { caller }) => logout(caller).then(() => ({ isLoggedOut: true })) }),
    ...profileEndpoints(),
    endpoint({ path: '/api/setadminrole', access: 'admin', schema: SetAdminRoleSchema, handler: (body, { caller }) => setAdminRole(body, caller) }),
  ]);
}
