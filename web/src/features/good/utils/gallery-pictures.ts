import type { Good } from '@/types/good';

/** The good's pictures in the order the ADMIN set: the main one first, each once. */
export function galleryPictures(good: Pick<Good, 'mainImage' | 'images'>): string[] {
  const all = [good.mainImage, ...good.images].filter((src): src is string => typeof src === 'string' && src !== '');
  return [...new Set(all)];
}

/** The picture an arrow key (or Home, End) moves to from `index`, or null for any other key. */
export function pictureStep(key: string, index: number, count: number): number | null {
  switch (key) {
    case 'ArrowRight':
      return Math.min(index + 1, count - 1);
    case 'ArrowLeft':
      return Math.max(index - 1, 0);
    case 'Home':
      return 0;
    case 'End':
      return count - 1;
    default:
      return null;
  }
}
