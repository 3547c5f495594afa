import { BinPage } from '@/features/admin-bin/components/bin-page';
import { AdminOnly } from './admin-only';

/** /admin/bin: what was removed from the catalogue, to restore within 30 days, for an ADMIN only. */
export function AdminBinRoute() {
  return (
    <AdminOnly>
      <BinPage />
    </AdminOnly>
  );
}
