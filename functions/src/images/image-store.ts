// Where the shop keeps its pictures. Two implementations pass one contract test
// (functions/test/image-store.contract.test.ts): Firebase Storage, and a folder on disk for
// local runs where the Storage emulator cannot start (docs/adr/0007-local-image-store.md).

const IMAGE_CONTENT_TYPES = {
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  png: 'image/png',
  webp: 'image/webp',
} as const;

export interface StoredImage {
  bytes: Buffer;
  contentType: string;
}

export interface ImageStore {
  /** Saves (or replaces) the image at `path` and answers the URL a browser loads it from. */
  put(path: string, bytes: Buffer, contentType: string): Promise<string>;
  /** The image, or null when there is none. */
  get(path: string): Promise<StoredImage | null>;
  /** Removes the image; removing one that is not there is not an error. */
  delete(path: string): Promise<void>;
  publicUrl(path: string): string;
  /** The store path behind a URL this store gave out, or null for any other URL. */
  pathOf(url: string): string | null;
}

export class ImagePathError extends Error {}

const SAFE_PATH = /^[a-z0-9][a-z0-9_-]*(?:\/[a-z0-9][a-z0-9_.-]*)+$/i;

/**
 * Paths are `container/name.ext`, with no `..` and an extension that matches the content
 * type, so that a stored file always comes back with the type it was saved with.
 */
export function checkImagePath(path: string, contentType?: string): string {
  if (!SAFE_PATH.test(path) || path.includes('..') || path.length > 300) {
    throw new ImagePathError(`not a valid image path: ${JSON.stringify(path)}`);
  }
  const ext = path.slice(path.lastIndexOf('.') + 1).toLowerCase();
  const typeOfExt = (IMAGE_CONTENT_TYPES as Record<string, string>)[ext];
  if (!typeOfExt) throw new ImagePathError(`unsupported image extension in ${path}`);
  if (contentType !== undefined && contentType !== typeOfExt) {
    throw new ImagePathError(`content type ${contentType} does not match ${path}`);
  }
  return typeOfExt;
}
