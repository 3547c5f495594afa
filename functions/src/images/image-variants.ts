// What an uploaded picture becomes, per container: the card size in the uploaded format, and a
// WebP at every width of ../../../domain/image-sizes (the base width keeps the plain name).
import { createHash } from 'node:crypto';
import { IMAGE_SIZES, imageFileName, imageHeight, type ImageContainer } from '@domain/image-sizes';
import { ApiError } from '../http/api-error';
import { loadSharp } from './load-sharp';
import { LIMITED_INPUT, limitedMetadata, pixelLimitRefusal } from './pixel-limit';

export const MAX_UPLOAD_BYTES = 10 * 1024 * 1024;

const ACCEPTED_FORMATS = { jpeg: { ext: 'jpg', type: 'image/jpeg' }, png: { ext: 'png', type: 'image/png' }, webp: { ext: 'webp', type: 'image/webp' } } as const;
type AcceptedFormat = keyof typeof ACCEPTED_FORMATS;

interface EncodedImage {
  name: string; // file name inside the container
  bytes: Buffer;
  contentType: string;
}

/**
 * The format the bytes really are (not what the browser claimed), if the shop accepts it. A picture
 * with too many pixels is refused here, from its header, before anything decodes it.
 */
export async function acceptedFormat(bytes: Buffer): Promise<AcceptedFormat> {
  const format = await limitedMetadata(bytes).then(
    (meta) => meta.format,
    (error: unknown) => {
      if (error instanceof ApiError) throw error;
      return undefined;
    },
  );
  if (format && format in ACCEPTED_FORMATS) return format as AcceptedFormat;
  throw new ApiError(415, 'IMAGE_TYPE_NOT_ALLOWED');
}

/**
 * The picture at the container's card size in its own format (first: its URL is the one saved),
 * then a WebP at every width. A WebP upload's own file is its base-width WebP. Names are content hashes.
 */
export async function encodeVariants(bytes: Buffer, container: ImageContainer): Promise<EncodedImage[]> {
  const format = await acceptedFormat(bytes);
  const { width: baseWidth, widths } = IMAGE_SIZES[container];
  const sharp = await loadSharp();
  const source = sharp(bytes, LIMITED_INPUT).rotate();
  const resized = (width: number) => source.clone().resize({ width, height: imageHeight(container, width), fit: 'cover', withoutEnlargement: false });
  const hash = createHash('sha256').update(bytes).digest('hex').slice(0, 20);
  const own = ACCEPTED_FORMATS[format];
  const ownName = `${hash}.${own.ext}`;
  const files = [
    { name: ownName, contentType: own.type, encode: () => resized(baseWidth).toFormat(format, { quality: 82 }) },
    ...widths
      .map((width) => ({ name: imageFileName(hash, container, width), contentType: 'image/webp', encode: () => resized(width).webp({ quality: 78 }) }))
      .filter((file) => file.name !== ownName),
  ];
  return Promise.all(files.map(async ({ encode, ...file }) => ({ ...file, bytes: await encode().toBuffer() }))).catch((error: unknown) => {
    throw pixelLimitRefusal(error);
  });
}
