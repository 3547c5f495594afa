import sharp from 'sharp';

/** The carousel's backdrop: the same picture, same size, heavily blurred (WebP). */
export async function blurImage(bytes: Buffer): Promise<Buffer> {
  return sharp(bytes).blur(24).webp({ quality: 60 }).toBuffer();
}
