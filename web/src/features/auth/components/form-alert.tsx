import type { ReactNode } from 'react';
import styles from './auth-forms.module.css';

/** SPEC.md's small danger alert (and its success note), read out when it appears. */
export function FormAlert({ tone, children }: { tone: 'danger' | 'success'; children: ReactNode }) {
  return (
    <p role={tone === 'danger' ? 'alert' : 'status'} className={tone === 'danger' ? styles.danger : styles.success}>
      {children}
    </p>
  );
}
