import styles from './form-field.module.css';

interface CheckFieldProps {
  label: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
}

/** A checkbox with its label beside it, a finger's height; the label names the box. */
export function CheckField({ label, checked, onChange }: CheckFieldProps) {
  return (
    <label className={styles.choice}>
      <input type="checkbox" checked={checked} onChange={(event) => onChange(event.target.checked)} />
      {label}
    </label>
  );
}
