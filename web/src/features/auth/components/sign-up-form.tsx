import { useState, type FormEvent } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { signUpProblems, type SignUpForm as Fields, type SignUpProblems } from '@domain/account';
import buttonStyles from '@/components/ui/button.module.css';
import { useSignUp } from '../hooks/use-auth-mutations';
import { AUTH_ERRORS, problemMessageId } from '../utils/error-text';
import { FormAlert } from './form-alert';
import { ShowPassword } from './show-password';
import { PhoneField } from '@/components/ui/phone-field';
import { TextField } from '@/components/ui/text-field';
import styles from './auth-forms.module.css';
import { FormLinks } from './form-links';
import { useApiErrorText } from '@/hooks/use-api-error-text';

const EMPTY: Fields = { email: '', phone: '', username: '', password: '', repeatPassword: '' };

interface SignUpFormProps {
  onSuccess: () => void;
  onLogin?: () => void;
}

/** The sign-up form (docs/product.md, "Accounts"); nothing is sent until the shared account rules pass. */
export function SignUpForm({ onSuccess, onLogin }: SignUpFormProps) {
  const intl = useIntl();
  const errorText = useApiErrorText(AUTH_ERRORS);
  const signUp = useSignUp();
  const [fields, setFields] = useState(EMPTY);
  const [problems, setProblems] = useState<SignUpProblems>({});
  const [showPassword, setShowPassword] = useState(false);

  const set = (name: keyof Fields) => (value: string) => setFields((current) => ({ ...current, [name]: value }));
  const problemText = (name: keyof Fields) => {
    const problem = problems[name];
    return problem ? intl.formatMessage({ id: problemMessageId(problem) }) : null;
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = signUpProblems(fields);
    setProblems(found);
    if (Object.keys(found).length > 0 || signUp.isPending) return;
    signUp.mutate(fields, { onSuccess });
  };
  const field = (name: keyof Fields, id: string, extra: Record<string, string> = {}) => (
    <TextField label={intl.formatMessage({ id })} name={name} value={fields[name]} onValue={set(name)} error={problemText(name)} {...extra} />
  );
  const passwordType = showPassword ? 'text' : 'password';

  return (
    <form className={styles.form} onSubmit={submit} noValidate>
      {field('email', 'auth.email', { type: 'email', autoComplete: 'email' })}
      <PhoneField label={intl.formatMessage({ id: 'auth.phone' })} name="phone" value={fields.phone} onValue={set('phone')} error={problemText('phone')} />
      {field('username', 'auth.username', { autoComplete: 'username', hint: intl.formatMessage({ id: 'auth.usernameHint' }) })}
      {field('password', 'auth.password', { type: passwordType, autoComplete: 'new-password', hint: intl.formatMessage({ id: 'auth.passwordHint' }) })}
      {field('repeatPassword', 'auth.repeatPassword', { type: passwordType, autoComplete: 'new-password' })}
      <ShowPassword checked={showPassword} onChange={setShowPassword} />
      {signUp.isError && <FormAlert tone="danger">{errorText(signUp.error)}</FormAlert>}
      <button type="submit" className={buttonStyles.primary} disabled={signUp.isPending}>
        <FormattedMessage id={signUp.isPending ? 'auth.submitting' : 'auth.signUp'} />
      </button>
      <FormLinks links={[{ textId: 'auth.haveAccountLogIn', onClick: onLogin }]} />
    </form>
  );
}
