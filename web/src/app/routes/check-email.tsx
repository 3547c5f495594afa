import { FormattedMessage } from 'react-intl';
import { paths } from '@/config/paths';
import { AuthPage } from '@/features/auth/components/auth-page';
import { LinkButton } from '@/components/ui/link-button';

/** Shown after sign-up (docs/product.md, "Accounts"). */
export function CheckEmailRoute() {
  return (
    <AuthPage titleId="auth.checkEmailTitle">
      <p>
        <FormattedMessage id="auth.checkEmailText" />
      </p>
      <LinkButton to={paths.home.getHref()} textId="goToMainPage" look="secondary" />
    </AuthPage>
  );
}
