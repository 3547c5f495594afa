import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach, beforeEach } from 'vitest';
import { useGuestOrdersStore } from '@/order/stores/guest-orders-store';
import { useTargetOrderStore } from '@/order/stores/target-order-store';
import { useCartStore } from '@/stores/cart-store';
import { useSessionStore } from '@/stores/session-store';
import { useUiStore } from '@/stores/ui-store';
import { installDialogPolyfill } from './dialog-polyfill';

// jsdom has no layout: scrolling to the top on navigation (ScrollToTop) would log 'Not implemented'.
window.scrollTo = () => {};

// jsdom has <dialog> but not its modal half (showModal, close, Escape's cancel event), which
// components/ui/dialog.tsx relies on: dialog-polyfill.ts stands in for the browser.
installDialogPolyfill();

// CI's 2-core machine can stall a worker for seconds (a CI run timed out a 0.4 s sign-up test
// at 5 s, and its next findByRole at 1 s). A wait still fails when the thing never happens;
// it only fails later, so these limits are generous rather than tight.
configure({ asyncUtilTimeout: 5_000 });

// The web project's files share one module graph (isolate: false in web/vitest.config.ts), so the
// app's stores and the browser's storage would carry one file's cart or session into the next.
interface ResettableStore<S> {
  getInitialState: () => S;
  setState: (state: S, replace: true) => void;
}
const resetStore = <S,>(store: ResettableStore<S>) => store.setState(store.getInitialState(), true);
beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
  resetStore(useCartStore);
  resetStore(useSessionStore);
  resetStore(useUiStore);
  resetStore(useTargetOrderStore);
  resetStore(useGuestOrdersStore);
});

afterEach(() => {
  cleanup();
});
