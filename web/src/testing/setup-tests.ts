import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';

// jsdom has no layout: react-router's ScrollRestoration would log 'Not implemented' on every navigation.
window.scrollTo = () => {};

afterEach(() => {
  cleanup();
});
