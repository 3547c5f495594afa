import { startTransition, useEffect, useState } from 'react';

/**
 * How many of `total` items to render: `first` at once, then all of them in a transition, which
 * React renders in slices between frames. A list of dozens of cards then costs the first paint
 * only the cards a screen can show, and no long task blocks input while the rest are built.
 */
export function useProgressiveCount(total: number, first: number): number {
  // `first` is a floor, not a start: a list still loading (total 0) shows its first items at once
  // when they arrive.
  const [shown, setShown] = useState(first);
  useEffect(() => {
    if (shown < total) startTransition(() => setShown(total));
  }, [shown, total]);
  return Math.min(total, Math.max(shown, first));
}
