import { FormattedMessage, useIntl } from 'react-intl';
import { usePasswordRecoveryLink } from '../hooks/use-auth-mutations';
import { EmailLinkForm } from './email-link-form';
import { FormLinks } from './form-links';

/** Asks for a password-recovery link; the answer is the same whether the email exists or not. */
export function ForgotPasswordForm({ onBack }: { onBack?: () => void }) {
  const intl = useIntl();
  const recovery = usePasswordRecoveryLink();
  // The server answers a translation key (docs/product.md, "Calls"); an unknown one falls back to ours.
  const sent = ({ data }: { data: string }) => intl.formatMessage({ id: data in intl.messages ? data : 'passwordRecoveryLinkSent' });

  return (
    <EmailLinkForm request={recovery} sent={sent} submitKey="auth.sendLink" lead={<FormattedMessage id="auth.forgotPasswordLead" />}>
      <FormLinks links={[{ textId: 'auth.backToLogin', onClick: onBack }]} />
    </EmailLinkForm>
  );
}
