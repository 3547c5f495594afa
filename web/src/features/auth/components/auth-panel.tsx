import { useState } from 'react';
import { useIntl } from 'react-intl';
import { useLocation, useNavigate } from 'react-router-dom';
import { Dialog } from '@/components/ui/dialog';
import { paths } from '@/config/paths';
import { takeLastVisited } from '@/stores/session-store';
import { usePrefetchAuthSdk } from '../hooks/use-prefetch-auth-sdk';
import { ForgotPasswordForm } from './forgot-password-form';
import { LoginForm } from './login-form';
import { SignUpForm } from './sign-up-form';

type AuthView = 'login' | 'signup' | 'forgot';

const TITLES: Record<AuthView, string> = { login: 'auth.loginTitle', signup: 'auth.signUpTitle', forgot: 'auth.forgotPasswordTitle' };

/** The header's panel: it toggles between login, sign-up and forgot-password (docs/product.md, "Accounts"). */
export function AuthPanel({ initialView = 'login', onClose }: { initialView?: AuthView; onClose: () => void }) {
  const intl = useIntl();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const [view, setView] = useState<AuthView>(initialView);

  usePrefetchAuthSdk();

  const afterLogin = () => {
    onClose(); // the panel closes itself after login
    const back = takeLastVisited();
    if (back && back !== pathname) navigate(back);
  };
  const afterSignUp = () => {
    onClose();
    navigate(paths.checkEmailMessage.getHref());
  };

  return (
    <Dialog title={intl.formatMessage({ id: TITLES[view] })} onClose={onClose} contentKey={view}>
      {view === 'login' && <LoginForm onSuccess={afterLogin} onForgotPassword={() => setView('forgot')} onSignUp={() => setView('signup')} />}
      {view === 'signup' && <SignUpForm onSuccess={afterSignUp} onLogin={() => setView('login')} />}
      {view === 'forgot' && <ForgotPasswordForm onBack={() => setView('login')} />}
    </Dialog>
  );
}
