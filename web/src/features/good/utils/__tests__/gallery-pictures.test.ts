import { describe, expect, it } from 'vitest';
import { galleryPictures, pictureStep } from '../gallery-pictures';

describe('galleryPictures', () => {
  it('puts the main picture first and shows a picture saved twice once', () => {
    expect(galleryPictures({ mainImage: '/a.webp', images: ['/b.webp', '/a.webp', '/c.webp'] })).toEqual(['/a.webp', '/b.webp', '/c.webp']);
  });

  it('shows the further pictures when there is no main one, and none when there are none', () => {
    expect(galleryPictures({ mainImage: null, images: ['/b.webp'] })).toEqual(['/b.webp']);
    expect(galleryPictures({ mainImage: null, images: [] })).toEqual([]);
  });
});

describe('pictureStep', () => {
  it('steps with the arrows and stops at either end', () => {
    expect(pictureStep('ArrowRight', 0, 3)).toBe(1);
    expect(pictureStep('ArrowRight', 2, 3)).toBe(2);
    expect(pictureStep('ArrowLeft', 0, 3)).toBe(0);
    expect(pictureStep('ArrowLeft', 2, 3)).toBe(1);
    expect([pictureStep('Home', 2, 3), pictureStep('End', 0, 3)]).toEqual([0, 2]);
    expect(pictureStep('Enter', 1, 3)).toBeNull();
  });
});
