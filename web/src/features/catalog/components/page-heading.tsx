import type { ReactNode } from 'react';
import { Breadcrumbs, type Crumb } from '@/components/breadcrumbs/breadcrumbs';
import styles from './page-heading.module.css';

/** Breadcrumbs, the page's one h1, and an optional lead text. */
export function PageHeading({ crumbs, title, children }: { crumbs: readonly Crumb[]; title: string; children?: ReactNode }) {
  return (
    <header className={styles.header}>
      <Breadcrumbs items={crumbs} />
      <h1 className={styles.title}>{title}</h1>
      {children}
    </header>
  );
}
