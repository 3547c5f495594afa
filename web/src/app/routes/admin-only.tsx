import type { ReactNode } from 'react';
import { Navigate } from 'react-router-dom';
import { Spinner } from '@/components/ui/spinner/spinner';
import { paths } from '@/config/paths';
import { useIsAdmin, useSessionStore } from '@/stores/session-store';

/**
 * Shows an ADMIN's screen only to an ADMIN; anyone else goes to the home page once the session is
 * known. The functions refuse a non-admin anyway; this only keeps the screen from showing.
 */
export function AdminOnly({ children }: { children: ReactNode }) {
  const status = useSessionStore((state) => state.status);
  const isAdmin = useIsAdmin();
  if (status === 'loading') return <Spinner />;
  if (!isAdmin) return <Navigate to={paths.home.getHref()} replace />;
  return children;
}
