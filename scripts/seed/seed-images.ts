// Draws every picture of the seeded catalogue and puts it in the image store at every width
// of its container (domain/image-sizes.ts), as an upload would be.
import { imageWidthPaths } from '@domain/image-sizes.ts';
import { imageStore } from '../../functions/src/images/store.ts';
import type { Catalog } from './catalog/catalog.ts';
import { bannerSvg } from './images/banners.ts';
import { goodSvg, previewSvg } from './images/pictures.ts';
import { mapPool } from './images/promise-pool.ts';
import { cachedSvgToWebps } from './images/render-cache.ts';
import { blurredWebp } from './images/render.ts';
import { imagePaths } from './image-paths.ts';

/** Enough to keep both cores busy with sharp while the next SVGs are being composed. */
const CONCURRENCY = 8;

interface PictureJob {
  path: string;
  svg: () => string;
}

export interface SeededImages {
  /** Public URL by image-store path, of every file written. */
  urls: Map<string, string>;
  bytes: number;
}

function pictureJobs(catalog: Catalog): PictureJob[] {
  const jobs: PictureJob[] = [];
  for (const outer of catalog.outerCategories) {
    jobs.push({ path: imagePaths.outerCategory(outer.name), svg: () => previewSvg(outer) });
  }
  for (const category of catalog.categories) {
    jobs.push({ path: imagePaths.catalog(category.name), svg: () => previewSvg(category) });
    for (const sub of category.subCategories) {
      jobs.push({ path: imagePaths.subCategory(category.name, sub.name), svg: () => previewSvg(sub) });
    }
  }
  for (const good of catalog.goods) {
    jobs.push({ path: imagePaths.good(good.id), svg: () => goodSvg(good.art) });
  }
  return jobs;
}

export async function seedImages(catalog: Catalog): Promise<SeededImages> {
  const store = imageStore();
  const images: SeededImages = { urls: new Map(), bytes: 0 };
  const put = async (path: string, image: Buffer): Promise<void> => {
    images.urls.set(path, await store.put(path, image, 'image/webp'));
    images.bytes += image.length;
  };
  /** Stores the picture at every width and answers its widest, for the banners' blur. */
  const putEveryWidth = async ({ path, svg }: PictureJob): Promise<Buffer> => {
    const widths = imageWidthPaths(path);
    if (!widths.some((width) => width.path === path)) throw new Error(`seed: ${path} is not the base name of a picture kept at every width`);
    const files = await cachedSvgToWebps(svg(), widths);
    await Promise.all(files.map((file) => put(file.path, file.bytes)));
    return files.reduce((widest, file) => (file.width > widest.width ? file : widest)).bytes;
  };
  await mapPool(pictureJobs(catalog), CONCURRENCY, putEveryWidth);
  // Banners are large; the blurred copy is made from the widest banner, as the admin's blur button
  // does from the stored slide, and kept at that one size.
  await mapPool(catalog.banners, 2, async (banner) => {
    const widest = await putEveryWidth({ path: imagePaths.banner(banner.id), svg: () => bannerSvg(banner) });
    await put(imagePaths.blurredBanner(banner.id), await blurredWebp(widest));
  });
  return images;
}

/**
 * Draws every picture into the render cache only (render-cache.ts), storing nothing: the test run
 * does this once beside the build, so that its shards' seeds each find the pictures drawn.
 */
export async function drawSeedPictures(catalog: Catalog): Promise<number> {
  const jobs = [...pictureJobs(catalog), ...catalog.banners.map((banner) => ({ path: imagePaths.banner(banner.id), svg: () => bannerSvg(banner) }))];
  await mapPool(jobs, CONCURRENCY, ({ path, svg }) => cachedSvgToWebps(svg(), imageWidthPaths(path)));
  return jobs.length;
}

/** The URL of a picture drawn by seedImages; a missing one is a bug in the seed. */
export function urlOf(images: SeededImages, path: string): string {
  const url = images.urls.get(path);
  if (!url) throw new Error(`seed: no picture was drawn for ${path}`);
  return url;
}
