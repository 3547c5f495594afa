import { useState, type FormEvent } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import buttonStyles from '@/components/ui/button.module.css';
import { useResendConfirmation } from '../hooks/use-auth-mutations';
import { AUTH_ERRORS } from '../utils/error-text';
import { FormAlert } from './form-alert';
import { TextField } from '@/components/ui/text-field';
import styles from './auth-forms.module.css';
import { useApiErrorText } from '@/hooks/use-api-error-text';

/** Offered when a confirmation link is used or expired: a new link to the same address. */
export function ResendConfirmationForm() {
  const intl = useIntl();
  const errorText = useApiErrorText(AUTH_ERRORS);
  const resend = useResendConfirmation();
  const [email, setEmail] = useState('');
  const [missing, setMissing] = useState(false);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setMissing(!email.trim());
    if (email.trim() && !resend.isPending) resend.mutate(email);
  };

  return (
    <form className={styles.form} onSubmit={submit} noValidate>
      <TextField
        label={intl.formatMessage({ id: 'auth.email' })}
        name="email"
        type="email"
        autoComplete="email"
        value={email}
        onChange={(event) => setEmail(event.target.value)}
        error={missing ? intl.formatMessage({ id: 'No email was provided' }) : null}
      />
      {resend.isError && <FormAlert tone="danger">{errorText(resend.error)}</FormAlert>}
      {resend.isSuccess && (
        <FormAlert tone="success">
          <FormattedMessage id="auth.newLinkSent" />
        </FormAlert>
      )}
      <button type="submit" className={buttonStyles.primary} disabled={resend.isPending}>
        <FormattedMessage id={resend.isPending ? 'auth.submitting' : 'auth.sendNewLink'} />
      </button>
    </form>
  );
}
