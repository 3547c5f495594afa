import { describe, expect, it } from 'vitest';
import {
  IMAGE_CONTAINERS,
  IMAGE_SIZES,
  OG_IMAGE_MIN_WIDTH,
  imageContainerOf,
  imageFileName,
  imageFilePaths,
  imageHeight,
  imageSrcSet,
  imageUrlAtLeast,
  imageVariantUrl,
  imageWidthPaths,
  largestImageUrl,
} from '../image-sizes';

const HASH = '0123456789abcdef0123';
const local = (path: string) => `/api/images/${path}`;
const storage = (path: string) =>
  `https://firebasestorage.googleapis.com/v0/b/demo-yarn-shop.appspot.com/o/${encodeURIComponent(`images/${path}`)}?alt=media`;

describe('IMAGE_SIZES', () => {
  it.each(IMAGE_CONTAINERS)('%s: widths rise, include the base width and reach og:image', (container) => {
    const { width, widths } = IMAGE_SIZES[container];
    expect([...widths].sort((a, b) => a - b)).toEqual(widths);
    expect(new Set(widths).size).toBe(widths.length);
    expect(widths).toContain(width);
    expect(Math.max(...widths)).toBeGreaterThanOrEqual(OG_IMAGE_MIN_WIDTH);
  });

  it('keeps the card sizes the shop has always stored', () => {
    expect([IMAGE_SIZES.previews.width, IMAGE_SIZES.previews.height]).toEqual([260, 369]);
    expect([IMAGE_SIZES.goods.width, IMAGE_SIZES.goods.height]).toEqual([270, 274]);
    expect([IMAGE_SIZES.main.width, IMAGE_SIZES.main.height]).toEqual([1800, 720]);
  });
});

describe('imageHeight', () => {
  it.each([
    ['goods', 270, 274],
    ['goods', 540, 548],
    ['goods', 810, 822],
    ['previews', 780, 1107],
    ['main', 600, 240],
    ['main', 800, 320],
  ] as const)('%s at %i wide is %i high', (container, width, height) => {
    expect(imageHeight(container, width)).toBe(height);
  });
});

describe('file names and store paths', () => {
  it('keeps the base name at the base width and adds the width otherwise', () => {
    expect(imageFileName(HASH, 'goods', 270)).toBe(`${HASH}.webp`);
    expect(imageFileName(HASH, 'goods', 540)).toBe(`${HASH}.w540.webp`);
    expect(imageFileName(HASH, 'main', 1800)).toBe(`${HASH}.webp`);
    expect(imageFileName(HASH, 'main', 600)).toBe(`${HASH}.w600.webp`);
  });

  it('lists the path of every width of a picture, whatever its own format or width', () => {
    const expected = [
      { width: 260, height: 369, path: 'previews/outer-yarn.webp' },
      { width: 520, height: 738, path: 'previews/outer-yarn.w520.webp' },
      { width: 780, height: 1107, path: 'previews/outer-yarn.w780.webp' },
    ];
    expect(imageWidthPaths('previews/outer-yarn.webp')).toEqual(expected);
    expect(imageWidthPaths('previews/outer-yarn.w780.webp')).toEqual(expected);
    expect(imageWidthPaths(`goods/${HASH}.jpg`).map((p) => p.path)).toEqual([`goods/${HASH}.webp`, `goods/${HASH}.w540.webp`, `goods/${HASH}.w810.webp`]);
  });

  it('gives no widths for a blurred backdrop, an unknown container or width, or a foreign name', () => {
    for (const path of [`main/${HASH}-blured.webp`, `other/${HASH}.webp`, `goods/${HASH}.w999.webp`, `goods/${HASH}.gif`, `goods/a/${HASH}.webp`, 'goods']) {
      expect(imageWidthPaths(path), path).toEqual([]);
    }
  });

  it('deletes an uploaded picture as its own format plus every WebP width', () => {
    expect(imageFilePaths(`main/${HASH}.png`)).toEqual([
      `main/${HASH}.png`,
      `main/${HASH}.w600.webp`,
      `main/${HASH}.w800.webp`,
      `main/${HASH}.w1200.webp`,
      `main/${HASH}.webp`,
    ]);
    expect(imageFilePaths(`goods/${HASH}.webp`)).toHaveLength(3);
    expect(imageFilePaths(`main/${HASH}-blured.webp`)).toEqual([`main/${HASH}-blured.webp`]);
  });
});

describe('imageVariantUrl', () => {
  it('names the width in a local-store URL, with or without an origin', () => {
    expect(imageVariantUrl(local(`goods/${HASH}.webp`), 540)).toBe(local(`goods/${HASH}.w540.webp`));
    expect(imageVariantUrl(`http://127.0.0.1:5000${local('goods/ya-1001.webp')}`, 810)).toBe(`http://127.0.0.1:5000${local('goods/ya-1001.w810.webp')}`);
  });

  it('names the width inside a Storage URL and keeps its query', () => {
    expect(imageVariantUrl(storage(`goods/${HASH}.jpg`), 810)).toBe(storage(`goods/${HASH}.w810.webp`));
    expect(imageVariantUrl(storage(`goods/${HASH}.jpg`), 270)).toBe(storage(`goods/${HASH}.webp`));
  });

  it('answers null for widths the container is not stored at', () => {
    expect(imageVariantUrl(local(`goods/${HASH}.webp`), 520)).toBeNull();
    expect(imageVariantUrl(local(`previews/${HASH}.webp`), 540)).toBeNull();
  });

  it.each([
    ['an external picture', `https://example.com/goods/${HASH}.webp`],
    ['the placeholder', '/placeholder-card.svg'],
    ['a blurred backdrop', local(`main/${HASH}-blured.webp`)],
    ['an unknown container', local(`test-route/${HASH}.webp`)],
    ['a nested path', local(`goods/x/${HASH}.webp`)],
    ['another Storage folder', storage(`goods/${HASH}.webp`).replace('images%2F', 'other%2F')],
    ['nothing', null],
  ])('answers null for %s', (_name, url) => {
    expect(imageVariantUrl(url, 270)).toBeNull();
    expect(imageSrcSet(url)).toBeUndefined();
    expect(largestImageUrl(url)).toBeNull();
    expect(imageContainerOf(url)).toBeNull();
  });
});

describe('imageSrcSet', () => {
  it('lists every width of a good, each as WebP', () => {
    expect(imageSrcSet(local(`goods/${HASH}.jpg`))).toBe(
      `${local(`goods/${HASH}.webp`)} 270w, ${local(`goods/${HASH}.w540.webp`)} 540w, ${local(`goods/${HASH}.w810.webp`)} 810w`,
    );
  });

  it('takes the widths from the container in the URL', () => {
    expect(imageContainerOf(storage('main/banner-discounts.webp'))).toBe('main');
    expect(imageSrcSet(storage('main/banner-discounts.webp'))?.split(', ').map((c) => c.split(' ')[1])).toEqual(['600w', '800w', '1200w', '1800w']);
  });
});

describe('picture for link previews', () => {
  it('picks the narrowest width at least as wide as asked', () => {
    expect(imageUrlAtLeast(local(`goods/${HASH}.webp`), OG_IMAGE_MIN_WIDTH)).toBe(local(`goods/${HASH}.w810.webp`));
    expect(imageUrlAtLeast(local('previews/outer-yarn.webp'), OG_IMAGE_MIN_WIDTH)).toBe(local('previews/outer-yarn.w780.webp'));
    expect(imageUrlAtLeast(local(`main/${HASH}.jpg`), OG_IMAGE_MIN_WIDTH)).toBe(local(`main/${HASH}.w600.webp`));
    expect(imageUrlAtLeast(local(`goods/${HASH}.webp`), 900)).toBeNull();
  });

  it('gives the widest width of a picture', () => {
    expect(largestImageUrl(local(`goods/${HASH}.w540.webp`))).toBe(local(`goods/${HASH}.w810.webp`));
    expect(largestImageUrl(storage(`main/${HASH}.png`))).toBe(storage(`main/${HASH}.webp`));
  });
});
