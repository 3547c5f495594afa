// The account pages, each its own lazy chunk: guests on the home page never load them.
import type { RouteObject } from 'react-router-dom';
import { paths } from '@/config/paths';
import { lazyPage } from './lazy-page';

export const accountRoutes: RouteObject[] = [
  { path: paths.login.path, element: lazyPage(async () => (await import('./login')).LoginRoute) },
  { path: paths.signup.path, element: lazyPage(async () => (await import('./signup')).SignUpRoute) },
  { path: paths.checkEmailMessage.path, element: lazyPage(async () => (await import('./check-email')).CheckEmailRoute) },
  {
    path: paths.confirmRegistration.path,
    element: lazyPage(async () => (await import('./confirm-registration')).ConfirmRegistrationRoute),
  },
  {
    path: paths.confirmPasswordChange.path,
    element: lazyPage(async () => (await import('./confirm-password-change')).ConfirmPasswordChangeRoute),
  },
  { path: paths.userPage.path, element: lazyPage(async () => (await import('./user-page')).UserPageRoute) },
  { path: paths.userProfile.path, element: lazyPage(async () => (await import('./profile-page')).ProfilePageRoute) },
  { path: paths.confirmEmailChange.path, element: lazyPage(async () => (await import('./confirm-email-change')).ConfirmEmailChangeRoute) },
];
