import { useEffect } from 'react';
import { useIntl } from 'react-intl';
import { restoreSession } from '@/features/auth/api/session';
import { PrintPage } from '@/features/admin-orders/components/print-page';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { selectSessionStatus, useSessionStore } from '@/stores/session-store';
import { AdminOnly } from './admin-only';

/** /ordersmanager/print: the ticked cards' packing slips or picking list, ADMIN only (docs/product.md, "Routes"). */
export function PrintSlipsRoute() {
  const intl = useIntl();
  const status = useSessionStore(selectSessionStatus);
  useDocumentTitle(`${intl.formatMessage({ id: 'adminOrders.print.titleSlips' })} | ${intl.formatMessage({ id: 'shopName' })}`);

  useEffect(() => {
    if (status === 'loading') void restoreSession();
  }, [status]);

  return (
    <AdminOnly>
      <PrintPage />
    </AdminOnly>
  );
}
