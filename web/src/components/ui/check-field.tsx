import type { ReactNode } from 'react';
import styles from './form-field.module.css';

interface CheckFieldProps {
  /** What the box says: a text, or several messages (the whole label names the box). */
  label: ReactNode;
  checked: boolean;
  onChange: (checked: boolean) => void;
  /** A look of the caller's own instead of the finger-high row (a label of several lines, say). */
  className?: string;
}

/** A checkbox with its label beside it, a finger's height; the label names the box. */
export function CheckField({ label, checked, onChange, className = styles.choice }: CheckFieldProps) {
  return (
    <label className={className}>
      <input type="checkbox" checked={checked} onChange={(event) => onChange(event.target.checked)} />
      {label}
    </label>
  );
}
