import { renderHook, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useProgressiveCount } from '../use-progressive-count';

describe('useProgressiveCount', () => {
  it('renders the first items at once and all of them after a transition', async () => {
    const seen: number[] = [];
    const { result } = renderHook(() => {
      const count = useProgressiveCount(20, 8);
      seen.push(count);
      return count;
    });
    expect(seen[0]).toBe(8);
    await waitFor(() => expect(result.current).toBe(20));
  });

  it('shows the first items as soon as a loading list arrives, and never more than there are', async () => {
    const { result, rerender } = renderHook(({ total }) => useProgressiveCount(total, 4), { initialProps: { total: 0 } });
    expect(result.current).toBe(0);
    rerender({ total: 3 });
    expect(result.current).toBe(3);
    rerender({ total: 10 });
    expect(result.current).toBeGreaterThanOrEqual(4);
    await waitFor(() => expect(result.current).toBe(10));
  });
});
