// The account pages of issue 4, each its own lazy chunk: guests on the home page never load them.
import type { RouteObject } from 'react-router-dom';
import { paths } from '@/config/paths';

export const accountRoutes: RouteObject[] = [
  { path: paths.login.path, lazy: async () => ({ Component: (await import('./login')).LoginRoute }) },
  { path: paths.signup.path, lazy: async () => ({ Component: (await import('./signup')).SignUpRoute }) },
  { path: paths.checkEmailMessage.path, lazy: async () => ({ Component: (await import('./check-email')).CheckEmailRoute }) },
  {
    path: paths.confirmRegistration.path,
    lazy: async () => ({ Component: (await import('./confirm-registration')).ConfirmRegistrationRoute }),
  },
  {
    path: paths.confirmPasswordChange.path,
    lazy: async () => ({ Component: (await import('./confirm-password-change')).ConfirmPasswordChangeRoute }),
  },
  { path: paths.userPage.path, lazy: async () => ({ Component: (await import('./user-page')).UserPageRoute }) },
];
