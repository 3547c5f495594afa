/**
 * Which arrows a slide shows (docs/product.md, "Home page"). The button that slides the images right, back to the
 * previous one, appears only after the first slide; the one that goes on, only before the last.
 */
export function carouselButtons(index: number, count: number): { previous: boolean; next: boolean } {
  return { previous: index > 0, next: index < count - 1 };
}

/** The slide index kept within the slides, for a list that shrank or a key pressed at an end. */
export function clampSlide(index: number, count: number): number {
  return Math.min(Math.max(index, 0), Math.max(count - 1, 0));
}
