import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { ListState } from './list-state';
import styles from './admin.module.css';

/** Each part's words (message keys); its heading's id is `admin-<part>-heading`. */
const PARTS = {
  outer: { heading: 'adminCatalog.outerCategories', add: 'adminCatalog.addOuterCategory', empty: 'adminCatalog.noOuterCategories' },
  categories: { heading: 'adminCatalog.categories', add: 'adminCatalog.addCategory', empty: 'adminCatalog.noCategories' },
  goods: { heading: 'adminCatalog.goods', add: 'adminCatalog.addGood', empty: 'adminCatalog.noGoods' },
} as const;

interface AdminSectionProps {
  part: keyof typeof PARTS;
  onAdd: () => void;
  /** The list read: its loading, error and empty states show under the heading. */
  query: UseQueryResult<readonly unknown[]>;
  children: ReactNode;
}

/** One part of the catalogue page: a heading with its add button, the list's state, then the list. */
export function AdminSection({ part, onAdd, query, children }: AdminSectionProps) {
  const intl = useIntl();
  const words = PARTS[part];
  const headingId = `admin-${part}-heading`;
  return (
    <section className={styles.section} aria-labelledby={headingId}>
      <div className={styles.sectionHead}>
        <h2 id={headingId}>{intl.formatMessage({ id: words.heading })}</h2>
        <button type="button" className={styles.primary} onClick={onAdd}>
          {intl.formatMessage({ id: words.add })}
        </button>
      </div>
      <ListState query={query} empty={intl.formatMessage({ id: words.empty })} />
      {children}
    </section>
  );
}
