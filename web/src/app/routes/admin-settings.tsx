import { Navigate } from 'react-router-dom';
import { Spinner } from '@/components/ui/spinner/spinner';
import { paths } from '@/config/paths';
import { ShippingSettingsPage } from '@/features/admin-settings/components/shipping-settings-page';
import { useIsAdmin, useSessionStore } from '@/stores/session-store';

/** /admin/settings: only for an ADMIN; anyone else goes to the home page once the session is known. */
export function AdminSettingsRoute() {
  const status = useSessionStore((state) => state.status);
  const isAdmin = useIsAdmin();
  if (status === 'loading') return <Spinner />;
  // The functions refuse a non-admin anyway; this only keeps the screen from showing.
  if (!isAdmin) return <Navigate to={paths.home.getHref()} replace />;
  return <ShippingSettingsPage />;
}
