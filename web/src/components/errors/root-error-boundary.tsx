import type { ReactNode } from 'react';
import { ErrorBoundary } from './error-boundary';
import { ErrorFallback } from './error-fallback';

/** The last line of defence around the whole app. */
export function RootErrorBoundary({ children }: { children: ReactNode }) {
  return <ErrorBoundary fallback={(error) => <ErrorFallback error={error} />}>{children}</ErrorBoundary>;
}
