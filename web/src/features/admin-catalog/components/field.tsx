import { useId, type InputHTMLAttributes, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import styles from './admin.module.css';

interface FieldProps extends InputHTMLAttributes<HTMLInputElement> {
  label: string;
  /** A message key. */
  error?: string;
}

/** A labelled input whose (translated) error is announced with it. */
export function Field({ label, error, ...input }: FieldProps) {
  const intl = useIntl();
  const id = useId();
  return (
    <div className={styles.field}>
      <label htmlFor={id}>{label}</label>
      <input id={id} className={styles.input} aria-invalid={error ? true : undefined} aria-describedby={error ? `${id}-e` : undefined} {...input} />
      {error && (
        <span id={`${id}-e`} className={styles.fieldError}>
          {intl.formatMessage({ id: error })}
        </span>
      )}
    </div>
  );
}

export function SelectField({ label, value, onChange, children }: { label: string; value: string; onChange: (value: string) => void; children: ReactNode }) {
  const id = useId();
  return (
    <div className={styles.field}>
      <label htmlFor={id}>{label}</label>
      <select id={id} className={styles.input} value={value} onChange={(event) => onChange(event.target.value)}>
        {children}
      </select>
    </div>
  );
}

export function CheckField({ label, checked, onChange }: { label: string; checked: boolean; onChange: (checked: boolean) => void }) {
  return (
    <label className={styles.check}>
      <input type="checkbox" checked={checked} onChange={(event) => onChange(event.target.checked)} />
      {label}
    </label>
  );
}

/** The form's outcome: an error the server or the upload gave, announced as it appears. */
export function FormError({ message }: { message: string | null }) {
  return message ? (
    <p className={styles.formError} role="alert">
      {message}
    </p>
  ) : null;
}
