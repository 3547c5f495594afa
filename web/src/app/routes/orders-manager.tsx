import { useEffect } from 'react';
import { useIntl } from 'react-intl';
import { Navigate } from 'react-router-dom';
import { Spinner } from '@/components/ui/spinner/spinner';
import { paths } from '@/config/paths';
import { restoreSession } from '@/features/auth/api/session';
import { OrdersManager } from '@/features/admin-orders/components/orders-manager';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { selectSessionStatus, useIsAdmin, useSessionStore } from '@/stores/session-store';

/** /ordersmanager: ADMIN only; anyone else is sent to the home page (docs/product.md, "Routes"). */
export function OrdersManagerRoute() {
  const intl = useIntl();
  const status = useSessionStore(selectSessionStatus);
  const isAdmin = useIsAdmin();
  useDocumentTitle(`${intl.formatMessage({ id: 'adminOrders.title' })} | ${intl.formatMessage({ id: 'shopName' })}`);

  useEffect(() => {
    if (status === 'loading') void restoreSession();
  }, [status]);

  if (status === 'loading') return <Spinner />;
  // The functions refuse a non-admin anyway; this only keeps the screen from showing.
  if (!isAdmin) return <Navigate to={paths.home.getHref()} replace />;
  return <OrdersManager />;
}
