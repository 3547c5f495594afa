// Server HTML is cached and shared by every visitor, so it shows a guest, and React must hydrate
// exactly that markup. Stores need nothing more: zustand's hook renders a store's initial state
// (a guest's) on the server and while hydrating. This is for what a component itself must render
// differently then, such as the room it keeps for something that fills in after.
import { useSyncExternalStore } from 'react';

// Nothing to follow: the answer changes once, and React itself re-renders for it after hydrating.
const subscribe = () => () => {};

/**
 * False on the server and while React hydrates the server's HTML, true right after. Anything
 * rendered by the browser alone (createRoot, a page reached by navigation) sees true at once.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}
