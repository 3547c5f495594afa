// SVG to WebP with sharp. Quality 70 keeps a card near 10 kB while staying crisp.
import sharp from 'sharp';

export const WEBP_QUALITY = 70;
/** Half the encoding time of libwebp's default (4) for about 7% more bytes: the seed writes every width of 400 pictures. */
export const WEBP_EFFORT = 2;
/** The blur the carousel shows behind a main-page image (docs/product.md, "Home page"). */
export const BANNER_BLUR_SIGMA = 20;

export interface Size {
  width: number;
  height: number;
}

/**
 * The SVG as a WebP at each size. It is drawn once, as wide as the widest size, and resized from
 * there: resizing pixels costs less than drawing the SVG again.
 */
export async function svgToWebps<S extends Size>(svg: string, sizes: readonly S[]): Promise<(S & { bytes: Buffer })[]> {
  const widest = widestOf(sizes);
  // sharp draws an SVG at the density the resize needs. The pictures are opaque: without the
  // alpha channel every encode is a fifth cheaper.
  const raw = await sharp(Buffer.from(svg)).resize(widest.width, widest.height).removeAlpha().raw().toBuffer({ resolveWithObject: true });
  return rawToWebps(raw, sizes);
}

export function widestOf<S extends Size>(sizes: readonly S[]): S {
  return sizes.reduce((a, b) => (b.width > a.width ? b : a));
}

export interface RawPicture {
  data: Buffer;
  info: { width: number; height: number; channels: 1 | 2 | 3 | 4 };
}

/** Opaque pixels as a WebP at each size, resized from the one buffer. */
export async function rawToWebps<S extends Size>({ data, info }: RawPicture, sizes: readonly S[]): Promise<(S & { bytes: Buffer })[]> {
  return Promise.all(
    sizes.map(async (size) => ({
      ...size,
      bytes: await sharp(data, { raw: info }).resize(size.width, size.height).webp({ quality: WEBP_QUALITY, effort: WEBP_EFFORT }).toBuffer(),
    })),
  );
}

export async function blurredWebp(image: Buffer): Promise<Buffer> {
  return sharp(image).blur(BANNER_BLUR_SIGMA).webp({ quality: WEBP_QUALITY }).toBuffer();
}
