import { AuditPage } from '@/features/admin-audit/components/audit-page';
import { AdminOnly } from './admin-only';

/** /admin/audit: the log of the ADMIN's changes, for an ADMIN only. */
export function AdminAuditRoute() {
  return (
    <AdminOnly>
      <AuditPage />
    </AdminOnly>
  );
}
