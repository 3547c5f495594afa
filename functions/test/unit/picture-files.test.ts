// The URLs both image stores give out are the ones domain/image-sizes names widths in, and
// deleting a picture removes every file its upload wrote.
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { getApps, initializeApp } from 'firebase-admin/app';
import { getStorage } from 'firebase-admin/storage';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { imageSrcSet, imageVariantUrl, imageWidthPaths } from '@domain/image-sizes';
import { config } from '../../src/config';
import { deletePicture } from '../../src/images/delete-picture';
import type { ImageStore } from '../../src/images/image-store';
import { encodeVariants } from '../../src/images/image-variants';
import { LocalImageStore } from '../../src/images/local-image-store';
import { StorageImageStore } from '../../src/images/storage-image-store';

const localStore = () => new LocalImageStore(mkdtempSync(join(tmpdir(), 'picture-files-')), config.imagesPath);
const app = getApps()[0] ?? initializeApp({ projectId: 'demo-yarn-shop' });
// Only URLs are made here: no request reaches Storage.
const storageStore = () => new StorageImageStore(getStorage(app).bucket('demo-yarn-shop.appspot.com'));

describe.each([
  ['the local store', localStore],
  ['Firebase Storage', storageStore],
])('URLs of %s', (_name, makeStore: () => ImageStore) => {
  it('name every width at the path the upload pipeline writes it to', () => {
    const store = makeStore();
    const url = store.publicUrl('goods/0123456789abcdef0123.jpg');
    const widths = imageWidthPaths('goods/0123456789abcdef0123.jpg');
    expect(widths).toHaveLength(3);
    for (const { width, path } of widths) expect(store.pathOf(imageVariantUrl(url, width)!)).toBe(path);
    expect(imageSrcSet(url)).toContain(`${store.publicUrl('goods/0123456789abcdef0123.w810.webp')} 810w`);
  });
});

describe('deletePicture', () => {
  async function uploaded(store: ImageStore, colour: string): Promise<string[]> {
    const bytes = await sharp({ create: { width: 300, height: 300, channels: 3, background: colour } }).jpeg().toBuffer();
    const files = await encodeVariants(bytes, 'goods');
    return Promise.all(files.map((file) => store.put(`goods/${file.name}`, file.bytes, file.contentType)));
  }
  const stored = async (store: ImageStore, url: string) => (await store.get(store.pathOf(url)!)) !== null;

  it('removes the upload in its own format and every WebP width, and nothing else', async () => {
    const store = localStore();
    const [removed, kept] = await Promise.all([uploaded(store, '#8b4513'), uploaded(store, '#2e8b57')]);
    expect(removed).toHaveLength(4);
    await deletePicture(removed[0]!, store);
    for (const url of removed) expect(await stored(store, url), url).toBe(false);
    for (const url of kept) expect(await stored(store, url), url).toBe(true);
  });

  it('leaves a URL the store did not give out alone', async () => {
    const store = localStore();
    const urls = await uploaded(store, '#8b4513');
    await expect(deletePicture('https://example.com/goods/a.webp', store)).resolves.toBeUndefined();
    for (const url of urls) expect(await stored(store, url)).toBe(true);
  });
});
