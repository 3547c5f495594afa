import { useEffect } from 'react';
import { useIntl } from 'react-intl';
import { useLocation } from 'react-router-dom';
import { restoreSession } from '@/features/auth/api/session';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { rememberLastVisited, selectSessionStatus, selectSessionUser, useSessionStore } from '@/stores/session-store';

/** A page that needs a session (docs/product.md, "Routes"): restores it, and remembers the page for after a login. */
export function useSignedInPage(titleId: string) {
  const intl = useIntl();
  const { pathname } = useLocation();
  const status = useSessionStore(selectSessionStatus);
  const user = useSessionStore(selectSessionUser);
  useDocumentTitle(`${intl.formatMessage({ id: titleId })} | ${intl.formatMessage({ id: 'shopName' })}`);

  useEffect(() => {
    if (status === 'loading') void restoreSession();
    // After logging in from the home page, the person comes back here.
    if (status === 'guest') rememberLastVisited(pathname);
  }, [status, pathname]);
  return { status, user };
}
