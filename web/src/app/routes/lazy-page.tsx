// A page whose code is its own chunk. react-router's data router (createBrowserRouter with
// `lazy`) would do this too, but it costs about 18 kB gzip on every page; declarative routes
// with React.lazy keep the home page within its 170 kB budget (measured in the commit).
import { lazy, Suspense, type ComponentType, type ReactNode } from 'react';
import { useLocation } from 'react-router-dom';
import { ErrorBoundary } from '@/components/errors/error-boundary';
import { ErrorFallback } from '@/components/errors/error-fallback';
import { Spinner } from '@/components/ui/spinner/spinner';
import { AdminIntl } from '@/lib/i18n/admin-intl';

/**
 * A failed render or a chunk that will not load shows SPEC's 'oops' page inside the layout. The
 * boundary is keyed by the path, so going to another page leaves the error behind.
 */
function RouteBoundary({ children }: { children: ReactNode }) {
  const { pathname } = useLocation();
  return (
    <ErrorBoundary key={pathname} fallback={(error) => <ErrorFallback error={error} />}>
      {children}
    </ErrorBoundary>
  );
}

export function lazyPage(load: () => Promise<ComponentType>) {
  const Page = lazy(async () => ({ default: await load() }));
  return (
    <RouteBoundary>
      <Suspense fallback={<Spinner />}>
        <Page />
      </Suspense>
    </RouteBoundary>
  );
}

/** An ADMIN page: like lazyPage, with the admin texts loaded alongside its code. */
export function adminPage(load: () => Promise<ComponentType>) {
  const Page = lazy(async () => ({ default: await load() }));
  return (
    <RouteBoundary>
      <Suspense fallback={<Spinner />}>
        <AdminIntl>
          <Page />
        </AdminIntl>
      </Suspense>
    </RouteBoundary>
  );
}
