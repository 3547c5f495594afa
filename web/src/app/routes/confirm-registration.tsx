import { FormattedMessage, useIntl } from 'react-intl';
import { useParams } from 'react-router-dom';
import buttonStyles from '@/components/ui/button.module.css';
import { Spinner } from '@/components/ui/spinner/spinner';
import { paths } from '@/config/paths';
import { useConfirmRegistration } from '@/features/auth/api/confirm-registration';
import { AuthPage } from '@/features/auth/components/auth-page';
import { FormAlert } from '@/features/auth/components/form-alert';
import { ResendConfirmationForm } from '@/features/auth/components/resend-confirmation-form';
import { usePrefetchAuthSdk } from '@/features/auth/hooks/use-prefetch-auth-sdk';
import { AUTH_ERRORS } from '@/features/auth/utils/error-text';
import { ApiError } from '@/lib/api-client';
import { useApiErrorText } from '@/hooks/use-api-error-text';
import { LinkButton } from '@/components/ui/link-button';
import { useSessionStore } from '@/stores/session-store';

/** /confirmregistration/{token}: confirms the email; a used or expired link offers a new one. */
export function ConfirmRegistrationRoute() {
  usePrefetchAuthSdk();
  const intl = useIntl();
  const errorText = useApiErrorText(AUTH_ERRORS);
  const { token = '' } = useParams();
  const confirmation = useConfirmRegistration(token);
  // Logged in from this page (or before): "you can log in now" would be stale.
  const signedIn = useSessionStore((state) => state.status === 'signedIn');
  const badToken = confirmation.error instanceof ApiError && confirmation.error.code === 'INVALID_OR_EXPIRED_TOKEN';

  return (
    <AuthPage titleId="auth.confirmRegistrationTitle">
      {confirmation.isPending && <Spinner label={intl.formatMessage({ id: 'auth.confirmingRegistration' })} />}
      {confirmation.isSuccess && (
        <>
          <FormAlert tone="success">
            <FormattedMessage id={signedIn ? 'auth.registrationConfirmedSignedIn' : 'auth.registrationConfirmed'} />
          </FormAlert>
          {signedIn ? <LinkButton to={paths.userPage.getHref()} textId="auth.cabinet" /> : <LinkButton to={paths.login.getHref()} textId="auth.logIn" />}
        </>
      )}
      {confirmation.isError && (
        <>
          <FormAlert tone="danger">{badToken ? intl.formatMessage({ id: 'auth.invalidOrExpiredLink' }) : errorText(confirmation.error)}</FormAlert>
          {badToken ? (
            <>
              <p>
                <FormattedMessage id="auth.askForNewLink" />
              </p>
              <ResendConfirmationForm />
            </>
          ) : (
            <button type="button" className={buttonStyles.secondary} onClick={() => void confirmation.refetch()}>
              <FormattedMessage id="retry" />
            </button>
          )}
        </>
      )}
    </AuthPage>
  );
}
