// Draws every picture of the seeded catalogue and puts it in the image store.
import { imageStore } from '../../functions/src/images/store.ts';
import type { Catalogue } from './catalogue/catalogue.ts';
import { bannerSvg } from './images/banners.ts';
import { goodSvg, previewSvg } from './images/pictures.ts';
import { mapPool } from './images/promise-pool.ts';
import { blurredWebp, svgToWebp } from './images/render.ts';
import { imagePaths } from './image-paths.ts';

/** Enough to keep both cores busy with sharp while the next SVGs are being composed. */
const CONCURRENCY = 8;

interface PictureJob {
  path: string;
  draw: () => Promise<Buffer>;
}

export interface SeededImages {
  /** Public URL by image-store path. */
  urls: Map<string, string>;
  bytes: number;
}

function pictureJobs(catalogue: Catalogue): PictureJob[] {
  const jobs: PictureJob[] = [];
  for (const outer of catalogue.outerCategories) {
    jobs.push({ path: imagePaths.outerCategory(outer.name), draw: () => svgToWebp(previewSvg(outer)) });
  }
  for (const category of catalogue.categories) {
    jobs.push({ path: imagePaths.catalog(category.name), draw: () => svgToWebp(previewSvg(category)) });
    for (const sub of category.subCategories) {
      jobs.push({ path: imagePaths.subCategory(category.name, sub.name), draw: () => svgToWebp(previewSvg(sub)) });
    }
  }
  for (const good of catalogue.goods) {
    jobs.push({ path: imagePaths.good(good.id), draw: () => svgToWebp(goodSvg(good.art)) });
  }
  return jobs;
}

export async function seedImages(catalogue: Catalogue): Promise<SeededImages> {
  const store = imageStore();
  const urls = new Map<string, string>();
  let bytes = 0;
  const put = async (path: string, image: Buffer): Promise<void> => {
    urls.set(path, await store.put(path, image, 'image/webp'));
    bytes += image.length;
  };
  await mapPool(pictureJobs(catalogue), CONCURRENCY, async (job) => put(job.path, await job.draw()));
  // Banners are large; the blurred copy is made from the stored banner, as the admin's blur button does.
  await mapPool(catalogue.banners, 2, async (banner) => {
    const image = await svgToWebp(bannerSvg(banner));
    await put(imagePaths.banner(banner.id), image);
    await put(imagePaths.blurredBanner(banner.id), await blurredWebp(image));
  });
  return { urls, bytes };
}

/** The URL of a picture drawn by seedImages; a missing one is a bug in the seed. */
export function urlOf(images: SeededImages, path: string): string {
  const url = images.urls.get(path);
  if (!url) throw new Error(`seed: no picture was drawn for ${path}`);
  return url;
}
