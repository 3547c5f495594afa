import { describe, expect, it } from 'vitest';
import { carouselButtons, clampSlide } from '../carousel';
import { stripVisibleCount } from '../strip';

describe('carouselButtons', () => {
  it('shows no way back on the first slide and no way on at the last', () => {
    expect(carouselButtons(0, 3)).toEqual({ previous: false, next: true });
    expect(carouselButtons(1, 3)).toEqual({ previous: true, next: true });
    expect(carouselButtons(2, 3)).toEqual({ previous: true, next: false });
  });

  it('shows neither for a single slide', () => {
    expect(carouselButtons(0, 1)).toEqual({ previous: false, next: false });
  });

  it('keeps the index within the slides', () => {
    expect(clampSlide(-1, 3)).toBe(0);
    expect(clampSlide(5, 3)).toBe(2);
    expect(clampSlide(2, 0)).toBe(0);
  });
});

describe('stripVisibleCount (docs/product.md, Numbers and limits)', () => {
  it.each([
    [1920, 4],
    [1281, 4],
    [1280, 3],
    [960, 3],
    [959, 2],
    [650, 2],
    [649, 1],
    [375, 1],
  ])('at %i px shows %i', (width, count) => {
    expect(stripVisibleCount(width)).toBe(count);
  });
});
