import { useRouteError } from 'react-router-dom';
import { ErrorFallback } from './error-fallback';

/** Errors thrown while a route renders or its code loads: react-router catches them before any boundary. */
export function RouteErrorFallback() {
  return <ErrorFallback error={useRouteError()} />;
}
