import { FormattedMessage } from 'react-intl';
import { CheckField } from '@/components/ui/check-field';
import styles from './auth-forms.module.css';

export function ShowPassword({ checked, onChange }: { checked: boolean; onChange: (checked: boolean) => void }) {
  return <CheckField className={styles.checkbox} label={<FormattedMessage id="auth.showPassword" />} checked={checked} onChange={onChange} />;
}
