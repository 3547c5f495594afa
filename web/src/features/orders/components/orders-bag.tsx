import { useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import { paths } from '@/config/paths';
import { selectSessionUser, useSessionStore } from '@/stores/session-store';
import { useActiveOrdersCount } from '../hooks/use-my-shopping-cards';
import styles from '@/styles/header-widget.module.css';

/** The header's orders bag: a badge of active orders, leading to the user page or the guest's orders. */
export function OrdersBag() {
  const intl = useIntl();
  const user = useSessionStore(selectSessionUser);
  const count = useActiveOrdersCount();
  const href = user ? paths.userPage.getHref() : paths.unregisteredUserPage.getHref();
  return (
    <Link to={href} className={styles.button} aria-label={intl.formatMessage({ id: 'orders.ordersBagLabel' }, { count })}>
      <svg className={styles.icon} viewBox="0 0 24 24" aria-hidden="true" focusable="false">
        <path d="M5 8h14l-1 12H6L5 8Z" />
        <path d="M9 8V6a3 3 0 0 1 6 0v2" />
      </svg>
      {count > 0 && (
        <span className={styles.sageBadge} aria-hidden="true">
          {count}
        </span>
      )}
    </Link>
  );
}
