import { useId } from 'react';
import { FormattedMessage } from 'react-intl';
import styles from './checkout-form.module.css';

interface TextFieldProps {
  /** Message key of the label. */
  label: string;
  value: string;
  onChange: (value: string) => void;
  /** Message key of the problem, shown under the field and tied to it for screen readers. */
  problem?: string | undefined;
  type?: 'text' | 'tel' | 'email';
  autoComplete?: string;
  required?: boolean;
  multiline?: boolean;
}

export function TextField({ label, value, onChange, problem, type = 'text', autoComplete, required, multiline }: TextFieldProps) {
  const id = useId();
  const common = {
    id,
    value,
    required,
    'aria-invalid': problem ? true : undefined,
    'aria-describedby': problem ? `${id}-problem` : undefined,
    className: styles.input,
  };
  return (
    <div className={styles.field}>
      <label htmlFor={id}>
        <FormattedMessage id={label} />
        {required && <span aria-hidden="true"> *</span>}
      </label>
      {multiline ? (
        <textarea {...common} rows={3} maxLength={1000} onChange={(e) => onChange(e.target.value)} />
      ) : (
        <input {...common} type={type} autoComplete={autoComplete} onChange={(e) => onChange(e.target.value)} />
      )}
      {problem && (
        <span id={`${id}-problem`} className={styles.problem}>
          <FormattedMessage id={problem} />
        </span>
      )}
    </div>
  );
}
