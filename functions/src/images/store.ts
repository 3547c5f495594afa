import { getStorage } from 'firebase-admin/storage';
import * as logger from 'firebase-functions/logger';
import '../admin';
import { config } from '../config';
import type { ImageStore } from './image-store';
import { LocalImageStore } from './local-image-store';
import { StorageImageStore } from './storage-image-store';

let store: ImageStore | null = null;

/** The image store this process uses, chosen once from config. */
export function imageStore(): ImageStore {
  if (store) return store;
  if (config.imageStore.kind === 'local') {
    logger.info(`No Storage emulator configured: images are kept on disk in ${config.imageStore.dir}`);
    store = new LocalImageStore(config.imageStore.dir, config.imagesPath);
  } else {
    store = new StorageImageStore(getStorage().bucket(process.env.STORAGE_BUCKET || undefined));
  }
  return store;
}
