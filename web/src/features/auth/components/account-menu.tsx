import { lazy, Suspense } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { selectSessionStatus, selectSessionUser, useSessionStore, type SessionStatus } from '@/stores/session-store';
import { restoreSession } from '../api/session';
import { UserIcon } from './user-icon';
import type { UserMenu as UserMenuComponent } from './user-menu';
import { DialogButton } from '@/components/ui/dialog-button';
import styles from './account-menu.module.css';

// The forms and the Auth SDK load only when a guest opens the panel.
const AuthPanel = lazy(async () => ({ default: (await import('./auth-panel')).AuthPanel }));

// A guest never needs the user menu, so its code is not in every page's first scripts. It loads
// with the session, which takes longer (the Auth SDK and two requests), and renders without
// suspending once here (React.lazy would suspend its first render, and show it up to 300 ms late).
let LoadedUserMenu: typeof UserMenuComponent | undefined;
const loadUserMenu = async () => (LoadedUserMenu = (await import('./user-menu')).UserMenu);
const LazyUserMenu = lazy(async () => ({ default: await loadUserMenu() }));

// Before any request of the page: with the isLogged flag, API calls wait for the restored session.
if (useSessionStore.getState().isLogged) {
  void restoreSession();
  void loadUserMenu();
}

function PendingAccount() {
  return (
    <span className={styles.pending} role="status">
      <UserIcon />
      <span className="visually-hidden">
        <FormattedMessage id="auth.loadingAccount" />
      </span>
    </span>
  );
}

/** The header's account widget: a login icon for a guest, the user name and its menu otherwise. */
export function AccountMenu() {
  const status = useSessionStore(selectSessionStatus);
  // One place in the header for every state, so the name takes no room from its neighbours when it
  // comes (account-menu.module.css; index.html marks a browser that may hold a session).
  return (
    <div className={status === 'guest' ? styles.slot : `${styles.slot} ${styles.reserved}`}>
      <AccountSlotContent status={status} />
    </div>
  );
}

function AccountSlotContent({ status }: { status: SessionStatus }) {
  const intl = useIntl();
  const user = useSessionStore(selectSessionUser);

  if (status === 'loading') return <PendingAccount />;
  if (status === 'signedIn' && user) {
    if (LoadedUserMenu) return <LoadedUserMenu name={user.name} />;
    return (
      <Suspense fallback={<PendingAccount />}>
        <LazyUserMenu name={user.name} />
      </Suspense>
    );
  }
  return (
    <DialogButton className={styles.trigger} aria-label={intl.formatMessage({ id: 'auth.logIn' })} dialog={(onClose) => <AuthPanel onClose={onClose} />}>
      <UserIcon />
    </DialogButton>
  );
}
