import type { ReactNode } from 'react';
import styles from './auth-forms.module.css';

/** The small danger alert of docs/product.md, "Accounts" (and its success note), read out when it appears. */
export function FormAlert({ tone, children }: { tone: 'danger' | 'success'; children: ReactNode }) {
  return (
    <p role={tone === 'danger' ? 'alert' : 'status'} className={tone === 'danger' ? styles.danger : styles.success}>
      {children}
    </p>
  );
}
