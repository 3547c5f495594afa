// A carousel slide's showing dates: refused when it would stop before it starts; shown from its
// start (inclusive) until its end (exclusive); no date is no bound.
import { describe, expect, it } from 'vitest';
import { isSlideShowing, slideDatesProblem } from '../slide';

describe('slide dates', () => {
  it('refuses an end before or at the start', () => {
    expect(slideDatesProblem({ showFromMs: 2_000, showUntilMs: 1_000 })).toBe('SLIDE_DATES_ORDER');
    expect(slideDatesProblem({ showFromMs: 2_000, showUntilMs: 2_000 })).toBe('SLIDE_DATES_ORDER');
    expect(slideDatesProblem({ showFromMs: 1_000, showUntilMs: 2_000 })).toBeNull();
    expect(slideDatesProblem({ showFromMs: null, showUntilMs: 2_000 })).toBeNull();
  });

  it('shows between the dates', () => {
    const dates = { showFromMs: 1_000, showUntilMs: 2_000 };
    expect([999, 1_000, 1_999, 2_000].map((now) => isSlideShowing(dates, now))).toEqual([false, true, true, false]);
    expect(isSlideShowing({}, 0)).toBe(true);
    expect(isSlideShowing({ showFromMs: null, showUntilMs: 5 }, 4)).toBe(true);
  });
});
