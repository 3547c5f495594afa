import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router-dom';

/**
 * Runs `effect` after each move to another page (another path), as a full page load would start
 * afresh. Not on the first page of a visit, which the browser has already set up (scroll position
 * restored on a reload, focus at the start), and not when only the query changes (filters,
 * sorting). ScrollToTop and FocusMainOnNavigation are built on it. `effect` should be stable
 * (module-level or useCallback); a new one with the same path runs nothing.
 */
export function useAfterPageMove(effect: () => void): void {
  const { pathname } = useLocation();
  // The previous path, not a "first run" flag: StrictMode runs effects twice on mount.
  const previous = useRef<string | null>(null);
  useEffect(() => {
    const moved = previous.current !== null && previous.current !== pathname;
    previous.current = pathname;
    if (moved) effect();
  }, [pathname, effect]);
}
