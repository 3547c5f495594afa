import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useParams } from 'react-router-dom';
import buttonStyles from '@/components/ui/button.module.css';
import { paths } from '@/config/paths';
import { AuthPage } from '@/features/auth/components/auth-page';
import { ForgotPasswordForm } from '@/features/auth/components/forgot-password-form';
import { FormAlert } from '@/features/auth/components/form-alert';
import { PasswordChangeForm } from '@/features/auth/components/password-change-form';
import { useConfirmPasswordChange } from '@/features/auth/hooks/use-auth-mutations';
import { AUTH_ERRORS } from '@/features/auth/utils/error-text';
import { ApiError } from '@/lib/api-client';
import { useApiErrorText } from '@/hooks/use-api-error-text';
import { LinkButton } from '@/components/ui/link-button';

/** /confirmpasswordchange/{token}: sets the new password; a used link offers a new one. */
export function ConfirmPasswordChangeRoute() {
  const intl = useIntl();
  const errorText = useApiErrorText(AUTH_ERRORS);
  const { token = '' } = useParams();
  const change = useConfirmPasswordChange();
  const [askNewLink, setAskNewLink] = useState(false);
  const badToken = change.error instanceof ApiError && change.error.code === 'INVALID_OR_EXPIRED_TOKEN';

  if (change.isSuccess) {
    return (
      <AuthPage titleId="auth.changePasswordTitle">
        <FormAlert tone="success">
          <FormattedMessage id="auth.passwordChanged" />
        </FormAlert>
        <LinkButton to={paths.login.getHref()} textId="auth.logIn" />
      </AuthPage>
    );
  }
  if (askNewLink) {
    return (
      <AuthPage titleId="auth.forgotPasswordTitle">
        <ForgotPasswordForm />
      </AuthPage>
    );
  }
  return (
    <AuthPage titleId="auth.changePasswordTitle">
      <PasswordChangeForm token={token} mutation={change} />
      {change.isError && (
        <FormAlert tone="danger">{badToken ? intl.formatMessage({ id: 'auth.invalidOrExpiredLink' }) : errorText(change.error)}</FormAlert>
      )}
      {badToken && (
        <button type="button" className={buttonStyles.secondary} onClick={() => setAskNewLink(true)}>
          <FormattedMessage id="auth.sendNewLink" />
        </button>
      )}
    </AuthPage>
  );
}
