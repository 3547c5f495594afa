import { useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import { paths } from '@/config/paths';
import styles from './breadcrumbs.module.css';

export interface Crumb {
  label: string;
  /** Absent on the current page. */
  href?: string;
}

/** Where the page sits in the catalogue, home first; the last crumb is the current page. */
export function Breadcrumbs({ items }: { items: readonly Crumb[] }) {
  const intl = useIntl();
  const all: Crumb[] = [{ label: intl.formatMessage({ id: 'home' }), href: paths.home.getHref() }, ...items];
  return (
    <nav aria-label={intl.formatMessage({ id: 'breadcrumbs' })} className={styles.nav}>
      <ol className={styles.list}>
        {all.map((crumb, index) => (
          <li key={`${index}:${crumb.label}`} className={styles.item}>
            {crumb.href && index < all.length - 1 ? (
              <Link to={crumb.href}>{crumb.label}</Link>
            ) : (
              <span aria-current={index === all.length - 1 ? 'page' : undefined}>{crumb.label}</span>
            )}
          </li>
        ))}
      </ol>
    </nav>
  );
}
