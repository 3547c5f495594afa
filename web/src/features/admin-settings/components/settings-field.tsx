// The settings form's labelled controls: each says its problem beside it, announced with the field.
import { useId, type InputHTMLAttributes, type ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
import styles from '@/components/ui/form-field.module.css';

interface LabelledProps {
  /** Message keys. */
  label: string;
  problem?: string | undefined;
}

/** The label, the control (given its id and the attributes that tie the problem to it), the problem. */
function Labelled({ label, problem, control }: LabelledProps & { control: (id: string, aria: Record<string, string | boolean | undefined>) => ReactNode }) {
  const id = useId();
  const aria = { 'aria-invalid': problem ? true : undefined, 'aria-describedby': problem ? `${id}-p` : undefined };
  return (
    <div className={styles.field}>
      <label htmlFor={id}>
        <FormattedMessage id={label} />
      </label>
      {control(id, aria)}
      {problem && (
        <span id={`${id}-p`} className={styles.problem}>
          <FormattedMessage id={problem} />
        </span>
      )}
    </div>
  );
}

export function SettingsInput({ label, problem, ...input }: LabelledProps & InputHTMLAttributes<HTMLInputElement>) {
  return <Labelled label={label} problem={problem} control={(id, aria) => <input id={id} className={styles.input} {...aria} {...input} />} />;
}

interface SelectProps extends LabelledProps {
  value: string;
  onChange: (value: string) => void;
  disabled?: boolean;
  children: ReactNode;
}

export function SettingsSelect({ label, problem, value, onChange, disabled, children }: SelectProps) {
  return (
    <Labelled
      label={label}
      problem={problem}
      control={(id, aria) => (
        <select id={id} className={styles.input} value={value} disabled={disabled} onChange={(event) => onChange(event.target.value)} {...aria}>
          {children}
        </select>
      )}
    />
  );
}
