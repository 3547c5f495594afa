import { lazy, Suspense, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { selectSessionStatus, selectSessionUser, useSessionStore } from '@/stores/session-store';
import { restoreSession } from '../api/session';
import { UserIcon, UserMenu } from './user-menu';
import styles from './account-menu.module.css';

// The forms and the Auth SDK load only when a guest opens the panel.
const AuthPanel = lazy(async () => ({ default: (await import('./auth-panel')).AuthPanel }));

// Before any request of the page: with the isLogged flag, API calls wait for the restored session.
if (useSessionStore.getState().isLogged) void restoreSession();

/** The header's account widget: a login icon for a guest, the user name and its menu otherwise. */
export function AccountMenu() {
  const intl = useIntl();
  const status = useSessionStore(selectSessionStatus);
  const user = useSessionStore(selectSessionUser);
  const [panelOpen, setPanelOpen] = useState(false);

  if (status === 'loading') {
    return (
      <span className={styles.pending} role="status">
        <UserIcon />
        <span className="visually-hidden">
          <FormattedMessage id="auth.loadingAccount" />
        </span>
      </span>
    );
  }
  if (status === 'signedIn' && user) return <UserMenu name={user.name} />;
  return (
    <>
      <button type="button" className={styles.trigger} aria-label={intl.formatMessage({ id: 'auth.logIn' })} aria-haspopup="dialog" onClick={() => setPanelOpen(true)}>
        <UserIcon />
      </button>
      {panelOpen && (
        <Suspense fallback={null}>
          <AuthPanel onClose={() => setPanelOpen(false)} />
        </Suspense>
      )}
    </>
  );
}
