import { useCallback, useMemo, useSyncExternalStore } from 'react';

/**
 * Whether the CSS media query matches now, following changes (a rotated phone, a resized window).
 * Null where that is unknown: on the server and while React hydrates its HTML (which was rendered
 * for every screen), and where the browser has no matchMedia (jsdom in unit tests). Callers then
 * render for both cases and leave the choice to CSS.
 */
export function useMediaQuery(query: string): boolean | null {
  // One list per query: the snapshot is read on every render, and a list follows its query's changes.
  const list = useMemo(() => (typeof window !== 'undefined' && typeof window.matchMedia === 'function' ? window.matchMedia(query) : null), [query]);
  const subscribe = useCallback(
    (onChange: () => void) => {
      list?.addEventListener('change', onChange);
      return () => list?.removeEventListener('change', onChange);
    },
    [list],
  );
  return useSyncExternalStore(
    subscribe,
    () => list?.matches ?? null,
    () => null,
  );
}
