// Hydrates server markup as the browser does (hydrateRoot on the server's HTML) and records what
// React reports: a mismatch with the server's HTML reaches onRecoverableError or console.error.
import { act } from '@testing-library/react';
import type { ReactElement } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { vi } from 'vitest';

const mounted = new Set<{ root: Root; container: HTMLElement }>();

export async function hydrate(serverHtml: string, ui: ReactElement) {
  const container = document.createElement('div');
  container.innerHTML = serverHtml;
  document.body.append(container);
  const recoverableErrors = vi.fn();
  const consoleErrors = vi.spyOn(console, 'error');
  const root = await act(async () => hydrateRoot(container, ui, { onRecoverableError: recoverableErrors }));
  mounted.add({ root, container });
  return { container, recoverableErrors, consoleErrors };
}

/** For afterEach: testing-library's cleanup knows only the roots it rendered itself. */
export function unmountHydrated(): void {
  for (const entry of mounted) {
    act(() => entry.root.unmount());
    entry.container.remove();
  }
  mounted.clear();
}
