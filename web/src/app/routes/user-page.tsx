import { FormattedMessage } from 'react-intl';
import { Navigate } from 'react-router-dom';
import buttonStyles from '@/components/ui/button.module.css';
import { Spinner } from '@/components/ui/spinner/spinner';
import { paths } from '@/config/paths';
import { Profile } from '@/features/account/components/profile';
import { logout } from '@/features/auth/api/session';
import { UserOrders } from '@/features/orders/components/user-orders';
import { useSignedInPage } from './use-signed-in-page';
import styles from './user-page.module.css';

/** /userpage: needs a session (docs/product.md, "Routes"); without one, back to the home page. */
export function UserPageRoute() {
  const { status, user } = useSignedInPage('auth.cabinet');
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
