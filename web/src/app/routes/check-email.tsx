import { FormattedMessage } from 'react-intl';
import { Link } from 'react-router-dom';
import buttonStyles from '@/components/ui/button.module.css';
import { paths } from '@/config/paths';
import { AuthPage } from '@/features/auth/components/auth-page';

/** Shown after sign-up (docs/product.md, "Accounts"). */
export function CheckEmailRoute() {
  return (
    <AuthPage titleId="auth.checkEmailTitle">
      <p>
        <FormattedMessage id="auth.checkEmailText" />
      </p>
      <Link to={paths.home.getHref()} className={buttonStyles.secondary}>
        <FormattedMessage id="goToMainPage" />
      </Link>
    </AuthPage>
  );
}
