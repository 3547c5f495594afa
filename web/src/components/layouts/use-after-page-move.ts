import { useEffect, useRef, useState } from 'react';
import { useLocation } from 'react-router-dom';

/**
 * History state that makes several paths one page: a yarn's colours each have their own URL,
 * but choosing a swatch must keep the shopper's scroll and focus (on the swatch) as a radio
 * button would, and so must Back. Both ends of a move must carry the same group.
 */
export function samePageState(group: string): { pageGroup: string } {
  return { pageGroup: group };
}

function pageGroupOf(state: unknown): string | null {
  const group = typeof state === 'object' && state !== null ? (state as { pageGroup?: unknown }).pageGroup : undefined;
  return typeof group === 'string' ? group : null;
}

/**
 * A key for what remounts with the page (the route's error boundary): the path, except that it
 * stays the same between paths of one samePageState group, so a yarn's page keeps its state and
 * focus while the shopper changes colour.
 */
export function usePageKey(): string {
  const { pathname, state } = useLocation();
  const group = pageGroupOf(state);
  // React's "information from previous renders" pattern: adjusted during render, not in an effect.
  const [page, setPage] = useState({ pathname, group, key: pathname });
  if (page.pathname === pathname && page.group === group) return page.key;
  const key = page.pathname === pathname || (group !== null && page.group === group) ? page.key : pathname;
  setPage({ pathname, group, key });
  return key;
}

/**
 * Runs `effect` after each move to another page (another path), as a full page load would start
 * afresh. Not on the first page of a visit, which the browser has already set up (scroll position
 * restored on a reload, focus at the start), not when only the query changes (filters,
 * sorting), and not between two paths of one samePageState group. ScrollToTop and
 * FocusMainOnNavigation are built on it. `effect` should be stable (module-level or
 * useCallback); a new one with the same path runs nothing.
 */
export function useAfterPageMove(effect: () => void): void {
  const { pathname, state } = useLocation();
  const group = pageGroupOf(state);
  // The previous place, not a "first run" flag: StrictMode runs effects twice on mount.
  const previous = useRef<{ pathname: string; group: string | null } | null>(null);
  useEffect(() => {
    const before = previous.current;
    const moved = before !== null && before.pathname !== pathname && !(group !== null && before.group === group);
    previous.current = { pathname, group };
    if (moved) effect();
  }, [pathname, group, effect]);
}
