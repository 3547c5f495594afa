// A new password given the current one; other sessions end, this browser starts a new one.
import { useState, type FormEvent } from 'react';
import { FormattedMessage } from 'react-intl';
import { newPasswordProblem, type AccountProblem } from '@domain/account';
import buttonStyles from '@/components/ui/button.module.css';
import { FieldGroup } from '@/components/ui/field-group';
import { TextField } from '@/components/ui/text-field';
import { useText } from '@/hooks/use-text';
import { changePassword } from '../api/profile-calls';
import { useCall } from '../hooks/use-call';
import { CallNote } from './call-note';
import styles from './profile-page.module.css';

const problemId = (problem: AccountProblem) => (problem === 'PasswordAndRepeatPasswordShouldBeTheSame' ? problem : `auth.problem.${problem}`);

export function NewPasswordForm({ onNewSession }: { onNewSession: (customToken: string) => Promise<void> }) {
  const text = useText();
  const [current, setCurrent] = useState('');
  const [password, setPassword] = useState('');
  const [repeat, setRepeat] = useState('');
  const [show, setShow] = useState(false);
  const [problems, setProblems] = useState<{ current?: string; password?: string; repeat?: string }>({});
  const call = useCall(async (currentPassword: string, newPassword: string) => {
    await onNewSession(await changePassword(currentPassword, newPassword));
    setCurrent('');
    setPassword('');
    setRepeat('');
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = newPasswordProblem(password, repeat);
    const next = {
      ...(current === '' ? { current: 'account.currentPasswordMissing' } : {}),
      ...(found === 'PasswordAndRepeatPasswordShouldBeTheSame' ? { repeat: problemId(found) } : found ? { password: problemId(found) } : {}),
    };
    setProblems(next);
    if (Object.keys(next).length > 0 || call.sending) return;
    call.run(current, password);
  };
  const field = (name: string, autoComplete: string, value: string, onValue: (value: string) => void) => ({
    name,
    autoComplete,
    value,
    onValue: (typed: string) => {
      onValue(typed);
      call.reset();
    },
    type: show ? 'text' : 'password',
  });

  return (
    <form className={styles.form} onSubmit={submit} noValidate>
      <FieldGroup legendId="account.passwordTitle">
        <TextField label={text('account.currentPassword')} error={text(problems.current)} {...field('currentPassword', 'current-password', current, setCurrent)} />
        <TextField label={text('auth.newPassword')} hint={text('auth.passwordHint')} error={text(problems.password)} {...field('newPassword', 'new-password', password, setPassword)} />
        <TextField label={text('auth.repeatPassword')} error={text(problems.repeat)} {...field('repeatPassword', 'new-password', repeat, setRepeat)} />
        <label className={styles.checkbox}>
          <input type="checkbox" checked={show} onChange={(event) => setShow(event.target.checked)} />
          <FormattedMessage id="auth.showPassword" />
        </label>
      </FieldGroup>
      <div className={styles.actions}>
        <button type="submit" className={buttonStyles.primary} disabled={call.sending} aria-busy={call.sending || undefined}>
          <FormattedMessage id={call.sending ? 'auth.submitting' : 'auth.savePassword'} />
        </button>
        <CallNote status={call.status} done={<FormattedMessage id="account.passwordChanged" />} />
      </div>
    </form>
  );
}
