// A type-ahead's text once the shopper pauses, so that a word typed is one call, not one a key.
import { useEffect, useState } from 'react';

const TYPING_PAUSE_MS = 250;

export function usePaused<T>(value: T): T {
  const [paused, setPaused] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setPaused(value), TYPING_PAUSE_MS);
    return () => clearTimeout(timer);
  }, [value]);
  return paused;
}
