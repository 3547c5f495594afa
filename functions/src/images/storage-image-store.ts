// Images in Firebase Storage: production, and wherever the Storage emulator runs.
import { getStorage } from 'firebase-admin/storage';
import { checkImagePath, type ImageStore, type StoredImage } from './image-store';

type Bucket = ReturnType<ReturnType<typeof getStorage>['bucket']>;

export class StorageImageStore implements ImageStore {
  constructor(
    private readonly bucket: Bucket,
    private readonly prefix = 'images',
  ) {}

  private file(path: string) {
    return this.bucket.file(`${this.prefix}/${path}`);
  }

  async put(path: string, bytes: Buffer, contentType: string): Promise<string> {
    checkImagePath(path, contentType);
    await this.file(path).save(bytes, {
      resumable: false,
      contentType,
      metadata: { cacheControl: 'public, max-age=604800' },
    });
    return this.publicUrl(path);
  }

  async get(path: string): Promise<StoredImage | null> {
    const contentType = checkImagePath(path);
    const file = this.file(path);
    const [exists] = await file.exists();
    if (!exists) return null;
    const [bytes] = await file.download();
    return { bytes, contentType };
  }

  async delete(path: string): Promise<void> {
    checkImagePath(path);
    await this.file(path).delete({ ignoreNotFound: true });
  }

  pathOf(url: string): string | null {
    const marker = `/v0/b/${this.bucket.name}/o/`;
    const at = url.indexOf(marker);
    if (at < 0) return null;
    const object = decodeURIComponent(url.slice(at + marker.length).split('?')[0] ?? '');
    return object.startsWith(`${this.prefix}/`) ? object.slice(this.prefix.length + 1) : null;
  }

  publicUrl(path: string): string {
    const emulator = process.env.FIREBASE_STORAGE_EMULATOR_HOST;
    const origin = emulator ? `http://${emulator}` : 'https://firebasestorage.googleapis.com';
    return `${origin}/v0/b/${this.bucket.name}/o/${encodeURIComponent(`${this.prefix}/${path}`)}?alt=media`;
  }
}
