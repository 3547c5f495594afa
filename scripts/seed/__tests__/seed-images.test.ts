// The seed's pictures come in every width of their container, drawn at the container's sizes.
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { IMAGE_SIZES, imageWidthPaths } from '@domain/image-sizes.ts';
import { checkImagePath } from '../../../functions/src/images/image-store.ts';
import { buildCatalog } from '../catalog/catalog.ts';
import { imagePaths } from '../image-paths.ts';
import { BANNER_SIZE } from '../images/banners.ts';
import { GOOD_IMAGE_SIZE, goodSvg, PREVIEW_SIZE } from '../images/pictures.ts';
import { svgToWebps } from '../images/render.ts';
import { YARN_VIEWS, yarnViewWebps } from '../images/yarn-views.ts';

const catalog = buildCatalog();

describe('seeded pictures', () => {
  it('are drawn at the base size of their container, so every width keeps the picture whole', () => {
    expect(PREVIEW_SIZE).toEqual({ width: IMAGE_SIZES.previews.width, height: IMAGE_SIZES.previews.height });
    expect(GOOD_IMAGE_SIZE).toEqual({ width: IMAGE_SIZES.goods.width, height: IMAGE_SIZES.goods.height });
    expect(BANNER_SIZE).toEqual({ width: IMAGE_SIZES.main.width, height: IMAGE_SIZES.main.height });
  });

  it('have a valid store path at every width, the base one being the path the documents keep', () => {
    const paths = [
      ...catalog.outerCategories.map((outer) => imagePaths.outerCategory(outer.name)),
      ...catalog.categories.flatMap((c) => [imagePaths.catalog(c.name), ...c.subCategories.map((s) => imagePaths.subCategory(c.name, s.name))]),
      ...catalog.goods.map((good) => imagePaths.good(good.id)),
      ...catalog.goods.flatMap((good) => YARN_VIEWS.map((view) => imagePaths.yarnView(good.id, view))),
      ...catalog.banners.map((banner) => imagePaths.banner(banner.id)),
    ];
    for (const path of paths) {
      const widths = imageWidthPaths(path);
      expect(widths.length, path).toBeGreaterThan(1);
      expect(widths.map((w) => w.path), path).toContain(path);
      for (const width of widths) expect(() => checkImagePath(width.path, 'image/webp')).not.toThrow();
    }
  });

  it('keep the blurred banner at one size', () => {
    expect(imageWidthPaths(imagePaths.blurredBanner(catalog.banners[0]!.id))).toEqual([]);
  });
});

describe('svgToWebps', () => {
  it('encodes one drawing as an opaque WebP at each size asked', async () => {
    const sizes = imageWidthPaths(imagePaths.good(catalog.goods[0]!.id));
    const files = await svgToWebps(goodSvg(catalog.goods[0]!.art), sizes);
    const found = await Promise.all(files.map(async (file) => ({ path: file.path, ...(await sharp(file.bytes).metadata()) })));
    expect(found.map(({ path, format, width, height, hasAlpha }) => ({ path, format, width, height, hasAlpha }))).toEqual(
      sizes.map(({ path, width, height }) => ({ path, format: 'webp', width, height, hasAlpha: false })),
    );
  });

  it('draws the widest size from the SVG itself, not by enlarging a small drawing', async () => {
    const good = catalog.goods[0]!;
    const files = await svgToWebps(goodSvg(good.art), imageWidthPaths(imagePaths.good(good.id)));
    const widest = files.find((file) => file.width === 810)!;
    const small = await sharp(Buffer.from(goodSvg(good.art))).png().toBuffer();
    const enlarged = await sharp(small).resize(810, 822).webp().toBuffer();
    // sharp's sharpness is the mean of a Laplacian: a drawing enlarged threefold has about a third of it.
    const [crisp, blurred] = await Promise.all([sharp(widest.bytes).stats(), sharp(enlarged).stats()]);
    expect(crisp.sharpness).toBeGreaterThan(blurred.sharpness * 2);
  });
});

describe('yarnViewWebps', () => {
  it("makes a yarn's close-up and swatch at every width of a good's picture, opaque and unlike the skein", async () => {
    const good = catalog.goods.find((g) => g.doc.kind === 'skeinYarn')!;
    const skein = await svgToWebps(goodSvg(good.art), imageWidthPaths(imagePaths.good(good.id)));
    const widest = skein.find((file) => file.width === 810)!.bytes;
    for (const view of YARN_VIEWS) {
      const sizes = imageWidthPaths(imagePaths.yarnView(good.id, view));
      const files = await yarnViewWebps(view, widest, good.art.colourHex, sizes);
      const found = await Promise.all(files.map(async (file) => ({ path: file.path, ...(await sharp(file.bytes).metadata()) })));
      expect(found.map(({ path, format, width, height, hasAlpha }) => ({ path, format, width, height, hasAlpha }))).toEqual(
        sizes.map(({ path, width, height }) => ({ path, format: 'webp', width, height, hasAlpha: false })),
      );
      expect(files.at(-1)!.bytes.equals(widest), view).toBe(false);
    }
  });
});
