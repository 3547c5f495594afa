import { FormattedMessage } from 'react-intl';
import { Navigate } from 'react-router-dom';
import { Spinner } from '@/components/ui/spinner/spinner';
import { LinkButton } from '@/components/ui/link-button';
import { paths } from '@/config/paths';
import { ProfileEditor } from '@/features/account/components/profile-editor';
import { startSession } from '@/features/auth/api/session';
import { useSignedInPage } from './use-signed-in-page';
import styles from './user-page.module.css';

/** /userpage/profile: the customer edits her name, phone, email, password and saved places; needs a session. */
export function ProfilePageRoute() {
  const { status, user } = useSignedInPage('account.profileTitle');
  if (status === 'guest') return <Navigate to={paths.home.getHref()} replace />;
  return (
    <div className={styles.page}>
      <div className={styles.head}>
        <h1 className={styles.title}>
          <FormattedMessage id="account.profileTitle" />
        </h1>
        <LinkButton to={paths.userPage.getHref()} textId="account.backToCabinet" look="secondary" />
      </div>
      {status === 'loading' || !user ? <Spinner /> : <ProfileEditor key={user.userId} user={user} onNewSession={startSession} />}
    </div>
  );
}
