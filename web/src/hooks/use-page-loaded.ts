import { useSyncExternalStore } from 'react';

function subscribe(onChange: () => void) {
  window.addEventListener('load', onChange);
  return () => window.removeEventListener('load', onChange);
}

/**
 * False on the server and while hydrating, then whether the window's load event has fired:
 * every picture in the page's HTML is in by then, so what can wait waits for it.
 */
export function usePageLoaded(): boolean {
  return useSyncExternalStore(subscribe, () => document.readyState === 'complete', () => false);
}
