// What an uploaded picture becomes, per container: the sizes the cards use (SPEC.md section 2)
// in the uploaded format, plus a WebP copy for browsers that take it.
import { createHash } from 'node:crypto';
import sharp from 'sharp';
import { ApiError } from '../http/api-error';

export const IMAGE_CONTAINERS = {
  /** Outer category, catalog and sub-category tiles. */
  previews: { width: 260, height: 369, fit: 'cover' },
  /** Good cards and the good's page. */
  goods: { width: 270, height: 274, fit: 'cover' },
  /** Main-page carousel slides. */
  main: { width: 1800, height: 720, fit: 'cover' },
} as const;
export type ImageContainer = keyof typeof IMAGE_CONTAINERS;

export const MAX_UPLOAD_BYTES = 10 * 1024 * 1024;

const ACCEPTED_FORMATS = { jpeg: { ext: 'jpg', type: 'image/jpeg' }, png: { ext: 'png', type: 'image/png' }, webp: { ext: 'webp', type: 'image/webp' } } as const;
type AcceptedFormat = keyof typeof ACCEPTED_FORMATS;

export interface EncodedImage {
  name: string; // file name inside the container
  bytes: Buffer;
  contentType: string;
}

/** The format the bytes really are (not what the browser claimed), if the shop accepts it. */
export async function acceptedFormat(bytes: Buffer): Promise<AcceptedFormat> {
  const format = await sharp(bytes)
    .metadata()
    .then((meta) => meta.format)
    .catch(() => undefined);
  if (format && format in ACCEPTED_FORMATS) return format as AcceptedFormat;
  throw new ApiError(415, 'IMAGE_TYPE_NOT_ALLOWED');
}

/** The resized picture in its own format and, unless it already is WebP, a WebP copy. Names are content hashes. */
export async function encodeVariants(bytes: Buffer, container: ImageContainer): Promise<EncodedImage[]> {
  const format = await acceptedFormat(bytes);
  const { width, height, fit } = IMAGE_CONTAINERS[container];
  const base = sharp(bytes).rotate().resize({ width, height, fit, withoutEnlargement: false });
  const hash = createHash('sha256').update(bytes).digest('hex').slice(0, 20);
  const own = ACCEPTED_FORMATS[format];
  const resized = await base.clone().toFormat(format, { quality: 82 }).toBuffer();
  const variants: EncodedImage[] = [{ name: `${hash}.${own.ext}`, bytes: resized, contentType: own.type }];
  if (format !== 'webp') {
    variants.push({ name: `${hash}.webp`, bytes: await base.clone().webp({ quality: 78 }).toBuffer(), contentType: 'image/webp' });
  }
  return variants;
}
