import { FormattedMessage } from 'react-intl';
import styles from './auth-forms.module.css';

export function ShowPassword({ checked, onChange }: { checked: boolean; onChange: (checked: boolean) => void }) {
  return (
    <label className={styles.checkbox}>
      <input type="checkbox" checked={checked} onChange={(event) => onChange(event.target.checked)} />
      <FormattedMessage id="auth.showPassword" />
    </label>
  );
}
