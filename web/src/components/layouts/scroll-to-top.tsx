import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';

/** A new page starts at its top, as a full page load would (the declarative router has no ScrollRestoration). */
export function ScrollToTop() {
  const { pathname } = useLocation();
  useEffect(() => {
    if (typeof window.scrollTo === 'function') window.scrollTo(0, 0);
  }, [pathname]);
  return null;
}
