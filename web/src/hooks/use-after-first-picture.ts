import { useEffect, useState } from 'react';
import { useFirstPicture } from '@/stores/first-picture-store';

/**
 * True once the page's first picture is in (first-picture-store.ts), or after `waitMs` from the
 * first render: a slow or missing picture must not keep what waits for it away for long.
 */
export function useAfterFirstPicture(waitMs: number): boolean {
  const firstPicture = useFirstPicture((state) => state.settled);
  const [waited, setWaited] = useState(false);
  useEffect(() => {
    if (firstPicture) return undefined;
    const timer = window.setTimeout(() => setWaited(true), waitMs);
    return () => window.clearTimeout(timer);
  }, [firstPicture, waitMs]);
  return firstPicture || waited;
}
