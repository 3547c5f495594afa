import { useState, type FormEvent } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import buttonStyles from '@/components/ui/button.module.css';
import { usePasswordRecoveryLink } from '../hooks/use-auth-mutations';
import { AUTH_ERRORS } from '../utils/error-text';
import { FormAlert } from './form-alert';
import { TextField } from '@/components/ui/text-field';
import styles from './auth-forms.module.css';
import { useApiErrorText } from '@/hooks/use-api-error-text';

/** Asks for a password-recovery link; the answer is the same whether the email exists or not. */
export function ForgotPasswordForm({ onBack }: { onBack?: () => void }) {
  const intl = useIntl();
  const errorText = useApiErrorText(AUTH_ERRORS);
  const recovery = usePasswordRecoveryLink();
  const [email, setEmail] = useState('');
  const [missing, setMissing] = useState(false);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setMissing(!email.trim());
    if (!email.trim() || recovery.isPending) return;
    recovery.mutate(email);
  };
  // The server answers a translation key (docs/product.md, "Calls"); an unknown one falls back to ours.
  const sentKey = recovery.data && recovery.data.data in intl.messages ? recovery.data.data : 'passwordRecoveryLinkSent';
  const sent = recovery.isSuccess ? intl.formatMessage({ id: sentKey }) : null;

  return (
    <form className={styles.form} onSubmit={submit} noValidate>
      <p className={styles.lead}>
        <FormattedMessage id="auth.forgotPasswordLead" />
      </p>
      <TextField
        label={intl.formatMessage({ id: 'auth.email' })}
        name="email"
        type="email"
        autoComplete="email"
        value={email}
        onChange={(event) => setEmail(event.target.value)}
        error={missing ? intl.formatMessage({ id: 'No email was provided' }) : null}
      />
      {recovery.isError && <FormAlert tone="danger">{errorText(recovery.error)}</FormAlert>}
      {sent && <FormAlert tone="success">{sent}</FormAlert>}
      <button type="submit" className={buttonStyles.primary} disabled={recovery.isPending}>
        <FormattedMessage id={recovery.isPending ? 'auth.submitting' : 'auth.sendLink'} />
      </button>
      {onBack && (
        <div className={styles.links}>
          <button type="button" className={styles.linkButton} onClick={onBack}>
            <FormattedMessage id="auth.backToLogin" />
          </button>
        </div>
      )}
    </form>
  );
}
