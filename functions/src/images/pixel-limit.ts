// Decoding a picture costs memory and time by its pixels, not by its bytes: a 16 000 x 16 000 PNG
// of one colour is 31 kB on the wire and 256 million pixels to decode. Every uploaded picture is
// measured from its header before anything decodes it, and sharp is told never to decode more.
import type { Metadata } from 'sharp';
import { ApiError } from '../http/api-error';
import { loadSharp } from './load-sharp';

/** 50 megapixels: the full size of a 50 MP phone camera (8160 x 6120) still passes. */
export const MAX_INPUT_PIXELS = 50_000_000;

/** sharp's input options for any picture that came from outside: it refuses to decode more pixels. */
export const LIMITED_INPUT = { limitInputPixels: MAX_INPUT_PIXELS } as const;

const tooManyPixels = () => new ApiError(413, 'IMAGE_TOO_MANY_PIXELS', { maxPixels: MAX_INPUT_PIXELS });

/** sharp's refusal of a picture over the limit becomes the API's 413; any other error is returned as it is. */
export function pixelLimitRefusal(error: unknown): unknown {
  return error instanceof Error && /pixel limit/i.test(error.message) ? tooManyPixels() : error;
}

/** The picture's header (no pixels decoded), refused with 413 when it has more pixels than the limit. */
export async function limitedMetadata(bytes: Buffer): Promise<Metadata> {
  const sharp = await loadSharp();
  let meta: Metadata;
  try {
    meta = await sharp(bytes, LIMITED_INPUT).metadata();
  } catch (error) {
    throw pixelLimitRefusal(error);
  }
  // sharp's own check above reads the same header; this one does not depend on its version.
  if ((meta.width ?? 0) * (meta.pageHeight ?? meta.height ?? 0) > MAX_INPUT_PIXELS) throw tooManyPixels();
  return meta;
}
