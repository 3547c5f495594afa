// SVG to WebP with sharp. Quality 70 keeps a card near 10 kB while staying crisp.
import sharp from 'sharp';

export const WEBP_QUALITY = 70;
/** The blur SPEC.md's carousel shows behind a main-page image. */
export const BANNER_BLUR_SIGMA = 20;

export async function svgToWebp(svg: string): Promise<Buffer> {
  return sharp(Buffer.from(svg)).webp({ quality: WEBP_QUALITY }).toBuffer();
}

export async function blurredWebp(image: Buffer): Promise<Buffer> {
  return sharp(image).blur(BANNER_BLUR_SIGMA).webp({ quality: WEBP_QUALITY }).toBuffer();
}
