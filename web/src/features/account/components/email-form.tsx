// A new email: a link goes to the new address, and the account's email changes only when it is followed.
import { useState, type FormEvent } from 'react';
import { FormattedMessage } from 'react-intl';
import { emailProblem } from '@domain/account';
import buttonStyles from '@/components/ui/button.module.css';
import { FieldGroup } from '@/components/ui/field-group';
import { TextField } from '@/components/ui/text-field';
import { useText } from '@/hooks/use-text';
import { requestEmailChange } from '../api/profile-calls';
import { useCall } from '../hooks/use-call';
import { CallNote } from './call-note';
import styles from './profile-page.module.css';

export function EmailForm({ email }: { email: string }) {
  const text = useText();
  const [newEmail, setNewEmail] = useState('');
  const [sentTo, setSentTo] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const call = useCall(requestEmailChange);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = emailProblem(newEmail) ? 'auth.problem.emailInvalid' : newEmail.trim().toLowerCase() === email.toLowerCase() ? 'account.emailUnchanged' : null;
    setProblem(found);
    if (found || call.sending) return;
    setSentTo(newEmail.trim());
    call.run(newEmail);
  };

  return (
    <form className={styles.form} onSubmit={submit} noValidate>
      <FieldGroup legendId="account.emailTitle">
        <p className={styles.current}>
          <FormattedMessage id="account.currentEmail" values={{ email }} />
        </p>
        <TextField label={text('account.newEmail')} hint={text('account.newEmailHint')} type="email" autoComplete="email" name="newEmail" value={newEmail} onValue={(value) => { setNewEmail(value); call.reset(); }} error={text(problem)} />
      </FieldGroup>
      <div className={styles.actions}>
        <button type="submit" className={buttonStyles.primary} disabled={call.sending} aria-busy={call.sending || undefined}>
          <FormattedMessage id={call.sending ? 'auth.submitting' : 'account.sendEmailLink'} />
        </button>
        <CallNote status={call.status} done={<FormattedMessage id="account.emailLinkSent" values={{ email: sentTo }} />} />
      </div>
    </form>
  );
}
