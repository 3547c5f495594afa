import { useEffect } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Navigate, useLocation } from 'react-router-dom';
import buttonStyles from '@/components/ui/button.module.css';
import { Spinner } from '@/components/ui/spinner/spinner';
import { paths } from '@/config/paths';
import { Profile } from '@/features/account/components/profile';
import { logout, restoreSession } from '@/features/auth/api/session';
import { UserOrders } from '@/features/orders/components/user-orders';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { rememberLastVisited, selectSessionStatus, selectSessionUser, useSessionStore } from '@/stores/session-store';
import styles from './user-page.module.css';

/** /userpage: needs a session (docs/product.md, "Routes"); without one, back to the home page. */
export function UserPageRoute() {
  const intl = useIntl();
  const { pathname } = useLocation();
  const status = useSessionStore(selectSessionStatus);
  const user = useSessionStore(selectSessionUser);
  useDocumentTitle(`${intl.formatMessage({ id: 'auth.cabinet' })} | ${intl.formatMessage({ id: 'shopName' })}`);

  useEffect(() => {
    if (status === 'loading') void restoreSession();
    // After logging in from the home page, the person comes back here.
    if (status === 'guest') rememberLastVisited(pathname);
  }, [status, pathname]);

  if (status === 'guest') return <Navigate to={paths.home.getHref()} replace />;
  if (status === 'loading' || !user) return <Spinner />;
  return (
    <div className={styles.page}>
      <div className={styles.head}>
        <h1 className={styles.title}>
          <FormattedMessage id="auth.cabinet" />
        </h1>
        <button type="button" className={buttonStyles.secondary} onClick={() => void logout()}>
          <FormattedMessage id="auth.logout" />
        </button>
      </div>
      <Profile user={user} />
      <UserOrders />
    </div>
  );
}
