import { useQuery } from '@tanstack/react-query';
import { FormattedMessage, useIntl } from 'react-intl';
import { useParams } from 'react-router-dom';
import buttonStyles from '@/components/ui/button.module.css';
import { LinkButton } from '@/components/ui/link-button';
import { Spinner } from '@/components/ui/spinner/spinner';
import { paths } from '@/config/paths';
import { confirmEmailChange } from '@/features/account/api/profile-calls';
import { AuthPage } from '@/features/auth/components/auth-page';
import { FormAlert } from '@/features/auth/components/form-alert';
import { AUTH_ERRORS } from '@/features/auth/utils/error-text';
import { useApiErrorText } from '@/hooks/use-api-error-text';
import { authKeys } from '@/lib/query-keys';
import { useSessionStore } from '@/stores/session-store';

/** /confirmemailchange/{token}: the link mailed to a new address; following it moves the account there. */
export function ConfirmEmailChangeRoute() {
  const intl = useIntl();
  const errorText = useApiErrorText(AUTH_ERRORS);
  const { token = '' } = useParams();
  // A query, not a mutation: a second render (strict mode, a remount) must not send the used token again.
  const confirmation = useQuery({
    queryKey: authKeys.confirmEmailChange(token),
    queryFn: async () => {
      const answer = await confirmEmailChange(token);
      useSessionStore.getState().updateUser({ email: answer.email });
      return answer;
    },
    retry: false,
    staleTime: Infinity,
    gcTime: Infinity,
    refetchOnWindowFocus: false,
  });
  const signedIn = useSessionStore((state) => state.status === 'signedIn');

  return (
    <AuthPage titleId="account.confirmEmailTitle">
      {confirmation.isPending && <Spinner label={intl.formatMessage({ id: 'account.confirmingEmail' })} />}
      {confirmation.isSuccess && (
        <>
          <FormAlert tone="success">
            <FormattedMessage id="account.emailChanged" values={{ email: confirmation.data.email }} />
          </FormAlert>
          {signedIn ? <LinkButton to={paths.userProfile.getHref()} textId="account.profileTitle" /> : <LinkButton to={paths.login.getHref()} textId="auth.logIn" />}
        </>
      )}
      {confirmation.isError && (
        <>
          <FormAlert tone="danger">{errorText(confirmation.error)}</FormAlert>
          <button type="button" className={buttonStyles.secondary} onClick={() => void confirmation.refetch()}>
            <FormattedMessage id="retry" />
          </button>
        </>
      )}
    </AuthPage>
  );
}
