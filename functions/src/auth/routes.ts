// The /auth/* calls (docs/product.md, "Calls") and the ADMIN's /api/setadminrole (issue 4).
import { Router } from 'express';
import { asyncRoute } from '../http/async-route';
import { requireAdmin, requireCaller } from '../http/auth';
import { limitAccountMail, RATE_RULES } from '../http/rate-limit-rules';
import { emptyBody } from '../http/validate';
import { confirmPasswordChange, confirmRegistration, currentUser, logout } from './account-routes';
import { setAdminRole } from './admin-role';
import { login } from './login';
import { register, resendConfirmation, sendPasswordRecovery } from './registration';

const BEARER = /^Bearer\s+(\S+)$/i;

export function authRouter(): Router {
  const router = Router();
  router.post('/auth/login', asyncRoute(async (req, res) => void res.json(await login(req, res))));
  router.post(
    '/auth/registration',
    limitAccountMail(RATE_RULES.registrationPerAddress),
    asyncRoute(async (req, res) => {
      await register(req);
      res.status(201).json({ isEmailConfirmationSent: true });
    }),
  );
  router.post(
    '/auth/confirmregistration',
    asyncRoute(async (req, res) => {
      await confirmRegistration(req);
      res.json({ isEmailConfirmed: true });
    }),
  );
  router.post(
    '/auth/resendconfirmation',
    limitAccountMail(RATE_RULES.accountMailPerAddress),
    asyncRoute(async (req, res) => {
      await resendConfirmation(req);
      res.json({ isEmailConfirmationSent: true });
    }),
  );
  router.post(
    '/auth/sendpasswordrecoverylink',
    limitAccountMail(RATE_RULES.accountMailPerAddress),
    asyncRoute(async (req, res) => {
      await sendPasswordRecovery(req);
      // A translation key of the SPA (docs/product.md, "Calls"), the same whether the email exists or not.
      res.json({ data: 'passwordRecoveryLinkSent' });
    }),
  );
  router.post(
    '/auth/confirmpasswordchange',
    asyncRoute(async (req, res) => {
      await confirmPasswordChange(req);
      res.json({ isPasswordChanged: true });
    }),
  );
  router.post('/auth/currentuser', requireCaller, emptyBody, asyncRoute(async (req, res) => void res.json(await currentUser(req))));
  // The bearer was verified (and not revoked) by requireCaller; the SPA refreshes through the SDK.
  router.post('/auth/getaccesstoken', requireCaller, emptyBody, (req, res) => void res.json({ data: BEARER.exec(req.get('authorization') ?? '')![1] }));
  router.post(
    '/auth/logout',
    requireCaller,
    emptyBody,
    asyncRoute(async (req, res) => {
      await logout(req);
      res.json({ isLoggedOut: true });
    }),
  );
  router.post('/api/setadminrole', requireAdmin, asyncRoute(async (req, res) => void res.json(await setAdminRole(req))));
  return router;
}
