import { act, renderHook } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { hydrate, unmountHydrated } from '@/testing/hydrate';
import { useMediaQuery } from '../use-media-query';

// jsdom has no matchMedia: a small stand-in whose answer the test changes.
function stubMatchMedia(initial: boolean) {
  let matches = initial;
  const listeners = new Set<() => void>();
  vi.stubGlobal('matchMedia', (media: string) => ({
    media,
    get matches() {
      return matches;
    },
    addEventListener: (_type: string, listener: () => void) => listeners.add(listener),
    removeEventListener: (_type: string, listener: () => void) => listeners.delete(listener),
  }));
  return {
    change(next: boolean) {
      matches = next;
      listeners.forEach((listener) => listener());
    },
    listeners,
  };
}

// Records every answer it rendered with, so a test sees the hydration render too.
function probe(seen: (boolean | null)[]) {
  return function Probe() {
    const wide = useMediaQuery('(min-width: 800px)');
    seen.push(wide);
    return <p>{wide === null ? 'unknown' : String(wide)}</p>;
  };
}

describe('useMediaQuery', () => {
  afterEach(() => {
    unmountHydrated();
    vi.unstubAllGlobals();
  });

  it('answers whether the query matches and follows its changes', () => {
    const screen = stubMatchMedia(false);
    const { result, unmount } = renderHook(() => useMediaQuery('(min-width: 800px)'));
    expect(result.current).toBe(false);
    act(() => screen.change(true));
    expect(result.current).toBe(true);
    unmount();
    expect(screen.listeners.size).toBe(0);
  });

  it('answers null where the browser has no matchMedia', () => {
    vi.stubGlobal('matchMedia', undefined);
    const { result } = renderHook(() => useMediaQuery('(min-width: 800px)'));
    expect(result.current).toBeNull();
  });

  it('answers null on the server, where there is no window', () => {
    vi.stubGlobal('window', undefined);
    const Probe = probe([]);
    expect(renderToString(<Probe />)).toBe('<p>unknown</p>');
  });

  it('answers null while React hydrates the server HTML (rendered for every screen), then the real answer', async () => {
    stubMatchMedia(true);
    const seen: (boolean | null)[] = [];
    const Probe = probe(seen);
    const { container, recoverableErrors, consoleErrors } = await hydrate(renderToString(<Probe />), <Probe />);
    expect(recoverableErrors).not.toHaveBeenCalled();
    expect(consoleErrors).not.toHaveBeenCalled();
    expect(seen[0]).toBeNull();
    expect(seen.at(-1)).toBe(true);
    expect(container).toHaveTextContent('true');
  });
});
