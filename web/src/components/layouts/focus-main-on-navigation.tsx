import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router-dom';

/**
 * After a move to another page, focus goes to the page's main region, as a full page load would
 * put a keyboard or screen-reader user at the start of the new content instead of leaving them
 * in the header (or on a link that no longer exists). The first page of a visit keeps the
 * browser's own start, and a change of only the query (filters, sorting) moves nothing.
 */
export function FocusMainOnNavigation({ mainId }: { mainId: string }) {
  const { pathname } = useLocation();
  // The previous path, not a "first run" flag: StrictMode runs effects twice on mount.
  const previous = useRef<string | null>(null);
  useEffect(() => {
    const moved = previous.current !== null && previous.current !== pathname;
    previous.current = pathname;
    if (moved) document.getElementById(mainId)?.focus({ preventScroll: true });
  }, [pathname, mainId]);
  return null;
}
