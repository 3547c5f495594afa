import { PaymentSummaryPage } from '@/features/admin-payments/components/payment-summary-page';
import { AdminOnly } from './admin-only';

/** /admin/payments: the day's money beside the payment provider's statement, for an ADMIN only. */
export function AdminPaymentsRoute() {
  return (
    <AdminOnly>
      <PaymentSummaryPage />
    </AdminOnly>
  );
}
