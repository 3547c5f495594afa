import { useNavigate } from 'react-router-dom';
import { paths } from '@/config/paths';
import { AuthPage } from '@/features/auth/components/auth-page';
import { SignUpForm } from '@/features/auth/components/sign-up-form';

/** The standalone /signup page: the panel's sign-up form. */
export function SignUpRoute() {
  const navigate = useNavigate();
  return (
    <AuthPage titleId="auth.signUpTitle">
      <SignUpForm onSuccess={() => navigate(paths.checkEmailMessage.getHref())} onLogin={() => navigate(paths.login.getHref())} />
    </AuthPage>
  );
}
