import { useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import { JsonLd } from '@/components/json-ld/json-ld';
import { paths } from '@/config/paths';
import { useCanonicalUrl } from '@/hooks/use-canonical-url';
import { siteOrigin } from '@/lib/site-origin';
import styles from './breadcrumbs.module.css';

export interface Crumb {
  label: string;
  /** Absent on the current page. */
  href?: string;
}

/** schema.org BreadcrumbList of the crumbs; the current page is named by its own address. */
function breadcrumbList(crumbs: readonly Crumb[], here: string) {
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: crumbs.map((crumb, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: crumb.label,
      item: crumb.href && index < crumbs.length - 1 ? `${siteOrigin()}${crumb.href}` : here,
    })),
  };
}

/** Where the page sits in the catalogue, home first; the last crumb is the current page. */
export function Breadcrumbs({ items }: { items: readonly Crumb[] }) {
  const intl = useIntl();
  const here = useCanonicalUrl();
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
      <JsonLd data={breadcrumbList(all, here)} />
    </nav>
  );
}
