import { useEffect } from 'react';
import { useIntl } from 'react-intl';
import { restoreSession } from '@/features/auth/api/session';
import { OrdersManager } from '@/features/admin-orders/components/orders-manager';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { selectSessionStatus, useSessionStore } from '@/stores/session-store';
import { AdminOnly } from './admin-only';

/** /ordersmanager: ADMIN only; the session is restored first (docs/product.md, "Routes"). */
export function OrdersManagerRoute() {
  const intl = useIntl();
  const status = useSessionStore(selectSessionStatus);
  useDocumentTitle(`${intl.formatMessage({ id: 'adminOrders.title' })} | ${intl.formatMessage({ id: 'shopName' })}`);

  useEffect(() => {
    if (status === 'loading') void restoreSession();
  }, [status]);

  return (
    <AdminOnly>
      <OrdersManager />
    </AdminOnly>
  );
}
