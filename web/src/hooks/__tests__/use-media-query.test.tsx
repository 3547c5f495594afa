import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
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

describe('useMediaQuery', () => {
  afterEach(() => vi.unstubAllGlobals());

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
});
