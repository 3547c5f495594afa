// Images as files under a folder (the emulator data folder in local runs), served by the
// functions at config.imagesPath. The content type follows from the checked extension.
import { mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { checkImagePath, type ImageStore, type StoredImage } from './image-store';

export class LocalImageStore implements ImageStore {
  constructor(
    private readonly root: string,
    private readonly urlPrefix: string,
  ) {}

  async put(path: string, bytes: Buffer, contentType: string): Promise<string> {
    checkImagePath(path, contentType);
    const file = join(this.root, path);
    await mkdir(dirname(file), { recursive: true });
    // Write then rename, so a reader never sees half a file.
    const temp = `${file}.${process.pid}.${Date.now()}.tmp`;
    await writeFile(temp, bytes);
    await rename(temp, file);
    return this.publicUrl(path);
  }

  async get(path: string): Promise<StoredImage | null> {
    const contentType = checkImagePath(path);
    try {
      return { bytes: await readFile(join(this.root, path)), contentType };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
      throw error;
    }
  }

  async delete(path: string): Promise<void> {
    checkImagePath(path);
    await rm(join(this.root, path), { force: true });
  }

  publicUrl(path: string): string {
    return `${this.urlPrefix}/${path}`;
  }

  pathOf(url: string): string | null {
    const prefix = `${this.urlPrefix}/`;
    return url.startsWith(prefix) ? url.slice(prefix.length) : null;
  }
}
