import { Navigate } from 'react-router-dom';
import { Spinner } from '@/components/ui/spinner/spinner';
import { paths } from '@/config/paths';
import { AdminPage } from '@/features/admin-catalog/components/admin-page';
import { useIsAdmin, useSessionStore } from '@/stores/session-store';

/** /admin: only for an ADMIN; anyone else goes to the home page once the session is known. */
export function AdminRoute() {
  const status = useSessionStore((state) => state.status);
  const isAdmin = useIsAdmin();
  if (status === 'loading') return <Spinner />;
  if (!isAdmin) return <Navigate to={paths.home.getHref()} replace />;
  return <AdminPage />;
}
