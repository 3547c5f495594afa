// Draws every picture of the seeded catalogue and puts it in the image store at every width
// of its container (domain/image-sizes.ts), as an upload would be.
import { imageWidthPaths } from '@domain/image-sizes.ts';
import { imageStore } from '../../functions/src/images/store.ts';
import type { Catalog } from './catalog/catalog.ts';
import type { GoodSeed } from './catalog/seed-types.ts';
import { bannerSvg } from './images/banners.ts';
import { goodSvg, previewSvg } from './images/pictures.ts';
import { mapPool } from './images/promise-pool.ts';
import { cachedSvgToWebps, cachedWebps } from './images/render-cache.ts';
import { blurredWebp, widestOf } from './images/render.ts';
import { YARN_VIEWS, yarnViewWebps } from './images/yarn-views.ts';
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

/** A yarn colour's close-up and swatch: files at every width, made from its skein picture. */
interface YarnViewJob {
  path: string;
  draw: () => Promise<{ path: string; bytes: Buffer }[]>;
}

function yarnViewJobs(catalog: Catalog): YarnViewJob[] {
  // Held while drawing too, so that goods sharing a drawing never draw it side by side.
  const drawings = new Map<string, Promise<{ bytes: Buffer }[]>>();
  return catalog.goods.filter(isYarn).flatMap((good) => {
    const skeinSvg = goodSvg(good.art);
    const skeinWidest = async () => widestOf(await cachedSvgToWebps(skeinSvg, imageWidthPaths(imagePaths.good(good.id)))).bytes;
    return YARN_VIEWS.map((view) => {
      const path = imagePaths.yarnView(good.id, view);
      const widths = imageWidthPaths(path);
      // Neither view shows the label: goods of one motif and colour share one drawing.
      const source = view === 'swatch' ? `swatch|${good.art.colourHex}` : `${view}|${good.art.motif}|${good.art.colourHex}`;
      const draw = async () => {
        const drawing = drawings.get(source) ?? cachedWebps(source, widths, async () => yarnViewWebps(view, await skeinWidest(), good.art.colourHex, widths));
        drawings.set(source, drawing);
        return (await drawing).map((file, i) => ({ path: widths[i]!.path, bytes: file.bytes }));
      };
      return { path, draw };
    });
  });
}

export function isYarn(good: GoodSeed): boolean {
  return good.doc.kind === 'skeinYarn' || good.doc.kind === 'bobbinYarn';
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
  // After the skeins: each close-up starts from its skein's drawn picture, now in the cache.
  await mapPool(yarnViewJobs(catalog), CONCURRENCY, async (job) => {
    await Promise.all((await job.draw()).map((file) => put(file.path, file.bytes)));
  });
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
  const views = yarnViewJobs(catalog);
  await mapPool(views, CONCURRENCY, (job) => job.draw());
  return jobs.length + views.length;
}

/** The URL of a picture drawn by seedImages; a missing one is a bug in the seed. */
export function urlOf(images: SeededImages, path: string): string {
  const url = images.urls.get(path);
  if (!url) throw new Error(`seed: no picture was drawn for ${path}`);
  return url;
}
