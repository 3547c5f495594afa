import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { useDocumentTitle } from '@/hooks/use-document-title';
import styles from './auth-page.module.css';

/** The card that the standalone auth pages (login, sign-up, confirmations) sit in. */
export function AuthPage({ titleId, children }: { titleId: string; children: ReactNode }) {
  const intl = useIntl();
  const title = intl.formatMessage({ id: titleId });
  useDocumentTitle(`${title} | ${intl.formatMessage({ id: 'shopName' })}`);
  return (
    <section className={styles.page} aria-labelledby="auth-page-title">
      <h1 id="auth-page-title" className={styles.title}>
        {title}
      </h1>
      {children}
    </section>
  );
}
