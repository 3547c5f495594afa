import { DashboardPage } from '@/features/admin-dashboard/components/dashboard-page';
import { AdminOnly } from './admin-only';

/** /admin: the ADMIN's dashboard, her landing page. */
export function AdminDashboardRoute() {
  return (
    <AdminOnly>
      <DashboardPage />
    </AdminOnly>
  );
}
