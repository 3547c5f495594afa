import { useState, type FormEvent, type ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { UseMutationResult } from '@tanstack/react-query';
import buttonStyles from '@/components/ui/button.module.css';
import { TextField } from '@/components/ui/text-field';
import { useApiErrorText } from '@/hooks/use-api-error-text';
import { AUTH_ERRORS } from '../utils/error-text';
import { FormAlert } from './form-alert';
import styles from './auth-forms.module.css';

interface EmailLinkFormProps<T> {
  /** The call that mails the link to the address given. */
  request: UseMutationResult<T, Error, string>;
  /** What is said once the link is sent. */
  sent: (answer: T) => string;
  submitKey: string;
  lead?: ReactNode;
  /** Links under the button. */
  children?: ReactNode;
}

/** One email address, and a link mailed to it: password recovery and a new confirmation link. */
export function EmailLinkForm<T>({ request, sent, submitKey, lead, children }: EmailLinkFormProps<T>) {
  const intl = useIntl();
  const errorText = useApiErrorText(AUTH_ERRORS);
  const [email, setEmail] = useState('');
  const [missing, setMissing] = useState(false);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setMissing(!email.trim());
    if (email.trim() && !request.isPending) request.mutate(email);
  };

  return (
    <form className={styles.form} onSubmit={submit} noValidate>
      {lead && <p className={styles.lead}>{lead}</p>}
      <TextField
        label={intl.formatMessage({ id: 'auth.email' })}
        name="email"
        type="email"
        autoComplete="email"
        value={email}
        onValue={setEmail}
        error={missing ? intl.formatMessage({ id: 'No email was provided' }) : null}
      />
      {request.isError && <FormAlert tone="danger">{errorText(request.error)}</FormAlert>}
      {request.isSuccess && <FormAlert tone="success">{sent(request.data)}</FormAlert>}
      <button type="submit" className={buttonStyles.primary} disabled={request.isPending}>
        <FormattedMessage id={request.isPending ? 'auth.submitting' : submitKey} />
      </button>
      {children}
    </form>
  );
}
