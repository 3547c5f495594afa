import { useState } from 'react';
import { Navigate, useNavigate } from 'react-router-dom';
import { paths } from '@/config/paths';
import { AuthPage } from '@/features/auth/components/auth-page';
import { ForgotPasswordForm } from '@/features/auth/components/forgot-password-form';
import { LoginForm } from '@/features/auth/components/login-form';
import { usePrefetchAuthSdk } from '@/features/auth/hooks/use-prefetch-auth-sdk';
import { selectSessionStatus, takeLastVisited, useSessionStore } from '@/stores/session-store';

/** The standalone /login page: the panel's forms, then back where the person came from. */
export function LoginRoute() {
  usePrefetchAuthSdk();
  const navigate = useNavigate();
  const status = useSessionStore(selectSessionStatus);
  const [forgot, setForgot] = useState(false);
  const [justLoggedIn, setJustLoggedIn] = useState(false);

  if (status === 'signedIn' && !justLoggedIn) return <Navigate to={paths.userPage.getHref()} replace />;
  return (
    <AuthPage titleId={forgot ? 'auth.forgotPasswordTitle' : 'auth.loginTitle'}>
      {forgot ? (
        <ForgotPasswordForm onBack={() => setForgot(false)} />
      ) : (
        <LoginForm
          onSuccess={() => {
            setJustLoggedIn(true);
            navigate(takeLastVisited() ?? paths.userPage.getHref(), { replace: true });
          }}
          onForgotPassword={() => setForgot(true)}
          onSignUp={() => navigate(paths.signup.getHref())}
        />
      )}
    </AuthPage>
  );
}
