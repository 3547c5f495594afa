import { AdminPage } from '@/features/admin-catalog/components/admin-page';
import { AdminOnly } from './admin-only';

/** /admin/catalog: the catalogue, for an ADMIN only. */
export function AdminRoute() {
  return (
    <AdminOnly>
      <AdminPage />
    </AdminOnly>
  );
}
