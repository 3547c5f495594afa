import { useCallback, useSyncExternalStore } from 'react';

const mediaQueryList = (query: string): MediaQueryList | null =>
  typeof window.matchMedia === 'function' ? window.matchMedia(query) : null;

/**
 * Whether the CSS media query matches now, following changes (a rotated phone, a resized window).
 * Null where the browser has no matchMedia (jsdom in unit tests): callers then render for both
 * cases and leave the choice to CSS.
 */
export function useMediaQuery(query: string): boolean | null {
  const subscribe = useCallback(
    (onChange: () => void) => {
      const list = mediaQueryList(query);
      list?.addEventListener('change', onChange);
      return () => list?.removeEventListener('change', onChange);
    },
    [query],
  );
  return useSyncExternalStore(subscribe, () => mediaQueryList(query)?.matches ?? null);
}
