import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';

// jsdom has no layout: scrolling to the top on navigation (ScrollToTop) would log 'Not implemented'.
window.scrollTo = () => {};

afterEach(() => {
  cleanup();
});
