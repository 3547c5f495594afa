import { imageFilePaths } from '@domain/image-sizes';
import type { ImageStore } from './image-store';
import { imageStore } from './store';

/** Deletes every file of the stored picture at `url`: its own format and each WebP width. Other URLs are left alone. */
export async function deletePicture(url: string, store: ImageStore = imageStore()): Promise<void> {
  const path = store.pathOf(url);
  if (!path) return;
  await Promise.all(imageFilePaths(path).map((file) => store.delete(file)));
}
