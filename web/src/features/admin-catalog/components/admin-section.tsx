import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { ListState } from './list-state';
import styles from './admin.module.css';

interface AdminSectionProps {
  /** The heading's id, which names the section. */
  headingId: string;
  heading: string;
  addLabel: string;
  onAdd: () => void;
  /** The list read: its loading, error and empty states show under the heading. */
  query: UseQueryResult<readonly unknown[]>;
  empty: string;
  children: ReactNode;
}

/** One part of the catalogue page: a heading with its add button, the list's state, then the list. */
export function AdminSection({ headingId, heading, addLabel, onAdd, query, empty, children }: AdminSectionProps) {
  return (
    <section className={styles.section} aria-labelledby={headingId}>
      <div className={styles.sectionHead}>
        <h2 id={headingId}>{heading}</h2>
        <button type="button" className={styles.primary} onClick={onAdd}>
          {addLabel}
        </button>
      </div>
      <ListState query={query} empty={empty} />
      {children}
    </section>
  );
}
