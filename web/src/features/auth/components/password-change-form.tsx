import { useState, type FormEvent } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { newPasswordProblem, type AccountProblem } from '@domain/account';
import buttonStyles from '@/components/ui/button.module.css';
import { useConfirmPasswordChange } from '../hooks/use-auth-mutations';
import { problemMessageId } from '../utils/error-text';
import { ShowPassword } from './show-password';
import { TextField } from '@/components/ui/text-field';
import styles from './auth-forms.module.css';

type Mutation = ReturnType<typeof useConfirmPasswordChange>;

/** The new password and its repetition, under the sign-up rules, sent with the mailed token. */
export function PasswordChangeForm({ token, mutation }: { token: string; mutation: Mutation }) {
  const intl = useIntl();
  const [password, setPassword] = useState('');
  const [repeatPassword, setRepeatPassword] = useState('');
  const [showPassword, setShowPassword] = useState(false);
  const [problem, setProblem] = useState<AccountProblem | null>(null);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = newPasswordProblem(password, repeatPassword);
    setProblem(found);
    if (found || mutation.isPending) return;
    mutation.mutate({ token, password });
  };
  const type = showPassword ? 'text' : 'password';
  const text = problem ? intl.formatMessage({ id: problemMessageId(problem) }) : null;
  const mismatch = problem === 'PasswordAndRepeatPasswordShouldBeTheSame';
  const passwordInput = (name: string, value: string, onValue: (value: string) => void) => ({ name, type, autoComplete: 'new-password', value, onValue });

  return (
    <form className={styles.form} onSubmit={submit} noValidate>
      <TextField
        label={intl.formatMessage({ id: 'auth.newPassword' })}
        hint={intl.formatMessage({ id: 'auth.passwordHint' })}
        error={mismatch ? null : text}
        {...passwordInput('password', password, setPassword)}
      />
      <TextField label={intl.formatMessage({ id: 'auth.repeatPassword' })} error={mismatch ? text : null} {...passwordInput('repeatPassword', repeatPassword, setRepeatPassword)} />
      <ShowPassword checked={showPassword} onChange={setShowPassword} />
      <button type="submit" className={buttonStyles.primary} disabled={mutation.isPending}>
        <FormattedMessage id={mutation.isPending ? 'auth.submitting' : 'auth.savePassword'} />
      </button>
    </form>
  );
}
