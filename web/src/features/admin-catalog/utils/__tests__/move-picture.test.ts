import { describe, expect, it } from 'vitest';
import { movedPicture } from '../move-picture';

describe('movedPicture', () => {
  it('swaps a picture with its neighbour before or after it', () => {
    expect(movedPicture(['/a', '/b', '/c'], 1, -1)).toEqual(['/b', '/a', '/c']);
    expect(movedPicture(['/a', '/b', '/c'], 1, 1)).toEqual(['/a', '/c', '/b']);
  });

  it('leaves the order as it is at either end, in a new list', () => {
    const images = ['/a', '/b'];
    expect(movedPicture(images, 0, -1)).toEqual(['/a', '/b']);
    expect(movedPicture(images, 1, 1)).toEqual(['/a', '/b']);
    expect(movedPicture(images, 0, -1)).not.toBe(images);
  });
});
