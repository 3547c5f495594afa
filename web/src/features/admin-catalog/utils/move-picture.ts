/** The pictures with the one at `index` swapped with its neighbour `by` places on; unchanged at an end. */
export function movedPicture(images: readonly string[], index: number, by: -1 | 1): string[] {
  const other = index + by;
  const next = [...images];
  if (other < 0 || other >= images.length || index < 0 || index >= images.length) return next;
  [next[index], next[other]] = [next[other]!, next[index]!];
  return next;
}
