import { useState, type FormEvent } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import buttonStyles from '@/components/ui/button.module.css';
import { useLogin } from '../hooks/use-auth-mutations';
import { AUTH_ERRORS } from '../utils/error-text';
import { FormAlert } from './form-alert';
import { ShowPassword } from './show-password';
import { TextField } from '@/components/ui/text-field';
import styles from './auth-forms.module.css';
import { FormLinks } from './form-links';
import { useApiErrorText } from '@/hooks/use-api-error-text';

interface LoginFormProps {
  onSuccess: () => void;
  onForgotPassword: () => void;
  onSignUp?: () => void;
}

/** The login panel's form (docs/product.md, "Accounts"): one field for an email or a user name, and a password. */
export function LoginForm({ onSuccess, onForgotPassword, onSignUp }: LoginFormProps) {
  const intl = useIntl();
  const errorText = useApiErrorText(AUTH_ERRORS);
  const login = useLogin();
  const [identifier, setIdentifier] = useState('');
  const [password, setPassword] = useState('');
  const [showPassword, setShowPassword] = useState(false);
  const [missing, setMissing] = useState(false);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const incomplete = !identifier.trim() || !password;
    setMissing(incomplete);
    if (incomplete || login.isPending) return;
    login.mutate({ identifier, password }, { onSuccess });
  };

  return (
    <form className={styles.form} onSubmit={submit} noValidate>
      <TextField
        label={intl.formatMessage({ id: 'auth.emailOrUsername' })}
        name="username"
        autoComplete="username"
        value={identifier}
        onChange={(event) => setIdentifier(event.target.value)}
      />
      <TextField
        label={intl.formatMessage({ id: 'auth.password' })}
        name="password"
        type={showPassword ? 'text' : 'password'}
        autoComplete="current-password"
        value={password}
        onChange={(event) => setPassword(event.target.value)}
      />
      <ShowPassword checked={showPassword} onChange={setShowPassword} />
      {missing && (
        <FormAlert tone="danger">
          <FormattedMessage id="auth.loginFieldsRequired" />
        </FormAlert>
      )}
      {login.isError && <FormAlert tone="danger">{errorText(login.error)}</FormAlert>}
      <button type="submit" className={buttonStyles.primary} disabled={login.isPending}>
        <FormattedMessage id={login.isPending ? 'auth.submitting' : 'auth.logIn'} />
      </button>
      <FormLinks
        links={[
          { textId: 'auth.forgotPassword', onClick: onForgotPassword },
          { textId: 'auth.noAccountSignUp', onClick: onSignUp },
        ]}
      />
    </form>
  );
}
