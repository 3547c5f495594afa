// The widths every stored picture exists at and how their files are named, shared by those who
// write them (the upload pipeline, the seed) and those who list them (srcset, og:image).
import { isOneOf } from './one-of';

export const IMAGE_CONTAINERS = ['previews', 'goods', 'main'] as const;
export type ImageContainer = (typeof IMAGE_CONTAINERS)[number];

export interface ContainerSizes {
  /** Size of the base file, the one named without a width, which every saved URL points at. */
  width: number;
  height: number;
  /** Every width the picture is stored at, smallest first; includes the base width. */
  widths: readonly number[];
}

export const IMAGE_SIZES: Readonly<Record<ImageContainer, ContainerSizes>> = {
  // Category tiles are 260 CSS px: 1x, 2x and 3x screens; 780 also serves og:image.
  previews: { width: 260, height: 369, widths: [260, 520, 780] },
  // Cards are 270 CSS px and the good page's picture 540: 810 serves the page at 1.5x and og:image.
  goods: { width: 270, height: 274, widths: [270, 540, 810] },
  // The carousel spans the window: 800 fits a 412 px phone at 1.75x (Lighthouse's), 1200 most other phones.
  main: { width: 1800, height: 720, widths: [600, 800, 1200, 1800] },
};

/** Link previews (og:image) want a picture at least this wide. */
export const OG_IMAGE_MIN_WIDTH = 600;

/** Height of a container's picture at `width`, in its fixed aspect ratio. */
export function imageHeight(container: ImageContainer, width: number): number {
  const { width: baseWidth, height } = IMAGE_SIZES[container];
  return Math.round((width * height) / baseWidth);
}

/**
 * File name of a picture's WebP at `width`: the base width keeps the picture's own name, other
 * widths add `.w<width>` (`3fa9….w540.webp`). Stems never contain a dot, so names cannot collide.
 */
export function imageFileName(stem: string, container: ImageContainer, width: number): string {
  return width === IMAGE_SIZES[container].width ? `${stem}.webp` : `${stem}.w${width}.webp`;
}

/** Ends the stem of a blurred carousel backdrop, which is stored at one size only. */
export const BLURRED_IMAGE_SUFFIX = '-blured';

// A content hash or a seed name, an optional width, and an extension the store accepts.
const FILE_NAME = /^([a-z0-9][a-z0-9_-]*)(?:\.w(\d+))?\.(?:webp|jpe?g|png)$/i;

/** The stem of a picture stored at every width, or null for a file of any other kind. */
function pictureStem(container: ImageContainer, fileName: string): string | null {
  const match = FILE_NAME.exec(fileName);
  const [, stem, width] = match ?? [];
  if (!stem || stem.endsWith(BLURRED_IMAGE_SUFFIX)) return null;
  if (width !== undefined && !IMAGE_SIZES[container].widths.includes(Number(width))) return null;
  return stem;
}

function isContainer(name: string | undefined): name is ImageContainer {
  return isOneOf(IMAGE_CONTAINERS, name);
}

export interface ImageWidthPath {
  width: number;
  height: number;
  path: string;
}

/**
 * The store path of every width of the picture at `path` (`goods/<hash>.jpg`), smallest first,
 * or an empty list when `path` is not a picture stored at every width.
 */
export function imageWidthPaths(path: string): ImageWidthPath[] {
  const [container, fileName, ...rest] = path.split('/');
  if (!isContainer(container) || !fileName || rest.length > 0) return [];
  const stem = pictureStem(container, fileName);
  if (!stem) return [];
  return IMAGE_SIZES[container].widths.map((width) => ({
    width,
    height: imageHeight(container, width),
    path: `${container}/${imageFileName(stem, container, width)}`,
  }));
}

/** Every file the store keeps for the picture at `path`: deleting a picture deletes them all. */
export function imageFilePaths(path: string): string[] {
  return [...new Set([path, ...imageWidthPaths(path).map((variant) => variant.path)])];
}

// URLs the image store gives out, with or without an origin: the local store's
// `/api/images/<container>/<file>` and Firebase Storage's `/v0/b/<bucket>/o/images%2F<container>%2F<file>?alt=media`.
// functions/test/unit/picture-files.test.ts holds both stores to these shapes.
const STORE_URL = /^((?:https?:\/\/[^/?#]+)?(?:\/api\/images\/|\/v0\/b\/[^/?#]+\/o\/images%2F))([a-z]+)(\/|%2F)([^/?#%]+)([?#].*)?$/i;

interface StoreUrl {
  container: ImageContainer;
  /** The URL of the WebP at one of the container's widths. */
  at: (width: number) => string;
}

function parseStoreUrl(url: string | null | undefined): StoreUrl | null {
  const [, prefix, container, separator, fileName, query = ''] = STORE_URL.exec(url ?? '') ?? [];
  if (!isContainer(container) || !fileName) return null;
  const stem = pictureStem(container, fileName);
  if (!stem) return null;
  return { container, at: (width) => `${prefix}${container}${separator}${imageFileName(stem, container, width)}${query}` };
}

/** The container of a picture the store gave out, or null for any other URL. */
export function imageContainerOf(url: string | null | undefined): ImageContainer | null {
  return parseStoreUrl(url)?.container ?? null;
}

/**
 * URL of the WebP `width` wide of the stored picture at `url`, or null when `url` is not the
 * store's (an external picture, the placeholder) or the picture is not stored at that width.
 */
export function imageVariantUrl(url: string | null | undefined, width: number): string | null {
  const picture = parseStoreUrl(url);
  if (!picture || !IMAGE_SIZES[picture.container].widths.includes(width)) return null;
  return picture.at(width);
}

/** The `srcset` of a stored picture (`… 270w, ….w540.webp 540w, …`), or undefined for any other URL. */
export function imageSrcSet(url: string | null | undefined): string | undefined {
  const picture = parseStoreUrl(url);
  if (!picture) return undefined;
  return IMAGE_SIZES[picture.container].widths.map((width) => `${picture.at(width)} ${width}w`).join(', ');
}

/** URL of the narrowest stored width of at least `minWidth`, or null when none is that wide. */
export function imageUrlAtLeast(url: string | null | undefined, minWidth: number): string | null {
  const picture = parseStoreUrl(url);
  const width = picture && IMAGE_SIZES[picture.container].widths.find((w) => w >= minWidth);
  return picture && width ? picture.at(width) : null;
}

/** URL of the widest stored width of a picture, or null for a URL the store did not give out. */
export function largestImageUrl(url: string | null | undefined): string | null {
  const picture = parseStoreUrl(url);
  return picture ? picture.at(Math.max(...IMAGE_SIZES[picture.container].widths)) : null;
}
