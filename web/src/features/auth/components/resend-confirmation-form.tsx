import { useIntl } from 'react-intl';
import { useResendConfirmation } from '../hooks/use-auth-mutations';
import { EmailLinkForm } from './email-link-form';

/** Offered when a confirmation link is used or expired: a new link to the same address. */
export function ResendConfirmationForm() {
  const intl = useIntl();
  return <EmailLinkForm request={useResendConfirmation()} sent={() => intl.formatMessage({ id: 'auth.newLinkSent' })} submitKey="auth.sendNewLink" />;
}
