import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';
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

afterEach(() => {
  cleanup();
});
