import { loadSharp } from '../images/load-sharp';
import { LIMITED_INPUT, pixelLimitRefusal } from '../images/pixel-limit';

/** The carousel's backdrop: the same picture, same size, heavily blurred (WebP). */
export async function blurImage(bytes: Buffer): Promise<Buffer> {
  const sharp = await loadSharp();
  return sharp(bytes, LIMITED_INPUT)
    .blur(24)
    .webp({ quality: 60 })
    .toBuffer()
    .catch((error: unknown) => {
      throw pixelLimitRefusal(error);
    });
}
