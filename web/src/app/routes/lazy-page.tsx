// A page whose code is its own chunk. react-router's data router (createBrowserRouter with
// `lazy`) would do this too, but it costs about 18 kB gzip on every page; declarative routes
// with React.lazy keep the home page within its budget (README.md's budget table).
import { lazy, Suspense, type ComponentType, type ReactNode } from 'react';
import { ErrorBoundary } from '@/components/errors/error-boundary';
import { ErrorFallback } from '@/components/errors/error-fallback';
import { usePageKey } from '@/components/layouts/use-after-page-move';
import { Spinner } from '@/components/ui/spinner/spinner';
import { AdminIntl } from '@/lib/i18n/admin-intl';

/**
 * A failed render or a chunk that will not load shows the 'oops' page (docs/product.md, "Layout") inside the layout. The
 * boundary is keyed by the page (the path, or a yarn line's colours as one), so going to another
 * page leaves the error behind.
 */
function RouteBoundary({ children }: { children: ReactNode }) {
  return (
    <ErrorBoundary key={usePageKey()} fallback={(error) => <ErrorFallback error={error} />}>
      {children}
    </ErrorBoundary>
  );
}

// The loader of each page element, so that the page of the address being opened can be fetched
// while the messages load (preloadPage), instead of after the first render asks for it.
const loaders = new WeakMap<object, () => Promise<unknown>>();

function once<T>(load: () => Promise<T>): () => Promise<T> {
  let loading: Promise<T> | undefined;
  return () => (loading ??= load());
}

function pageElement(load: () => Promise<ComponentType>, wrap: (page: ReactNode) => ReactNode) {
  // A page whose code has arrived renders at once. React.lazy would suspend on its first render
  // even then, and React shows the content that replaces a fallback no sooner than 300 ms after
  // the fallback: the first page of a visit, whose code main.tsx waits for, would show late.
  let loaded: ComponentType | undefined;
  const loadOnce = once(async () => (loaded = await load()));
  const LazyPage = lazy(async () => ({ default: await loadOnce() }));
  function Page() {
    const Loaded = loaded;
    return Loaded ? <Loaded /> : <LazyPage />;
  }
  const element = (
    <RouteBoundary>
      <Suspense fallback={<Spinner />}>{wrap(<Page />)}</Suspense>
    </RouteBoundary>
  );
  loaders.set(element, loadOnce);
  return element;
}

export function lazyPage(load: () => Promise<ComponentType>) {
  return pageElement(load, (page) => page);
}

/**
 * Starts fetching the code of a lazyPage/adminPage element; settles once it has arrived or failed
 * (a failure shows when the page renders).
 */
export async function preloadPage(element: unknown): Promise<void> {
  if (typeof element === 'object' && element !== null) await loaders.get(element)?.().catch(() => undefined);
}

/** An ADMIN page: like lazyPage, with the admin texts loaded alongside its code. */
export function adminPage(load: () => Promise<ComponentType>) {
  return pageElement(load, (page) => <AdminIntl>{page}</AdminIntl>);
}
