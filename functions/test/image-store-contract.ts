// One contract for every ImageStore implementation: each must pass it unchanged.
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { ImagePathError, type ImageStore } from '../src/images/image-store';

async function samplePng(colour: string): Promise<Buffer> {
  return sharp({ create: { width: 4, height: 3, channels: 3, background: colour } }).png().toBuffer();
}

export function imageStoreContract(makeStore: () => ImageStore, run = `${Date.now()}`): void {
  const path = (name: string) => `contract-${run}/${name}`;

  it('gives back the bytes and content type it stored, at the URL it answered', async () => {
    const store = makeStore();
    const bytes = await samplePng('#a0522d');
    const url = await store.put(path('skein.png'), bytes, 'image/png');
    expect(url).toBe(store.publicUrl(path('skein.png')));
    const image = await store.get(path('skein.png'));
    expect(image?.contentType).toBe('image/png');
    expect(Buffer.compare(image!.bytes, bytes)).toBe(0);
  });

  it('finds the path behind a URL it gave out, and no path behind a foreign URL', async () => {
    const store = makeStore();
    const url = await store.put(path('found.png'), await samplePng('#00aa00'), 'image/png');
    expect(store.pathOf(url)).toBe(path('found.png'));
    expect(store.pathOf('https://example.com/elsewhere.png')).toBeNull();
  });

  it('replaces an image saved again under the same path', async () => {
    const store = makeStore();
    await store.put(path('twice.png'), await samplePng('#000000'), 'image/png');
    const second = await samplePng('#ffffff');
    await store.put(path('twice.png'), second, 'image/png');
    expect(Buffer.compare((await store.get(path('twice.png')))!.bytes, second)).toBe(0);
  });

  it('answers null for an image that is not there', async () => {
    expect(await makeStore().get(path('missing.webp'))).toBeNull();
  });

  it('deletes, and deleting again is not an error', async () => {
    const store = makeStore();
    await store.put(path('gone.png'), await samplePng('#123456'), 'image/png');
    await store.delete(path('gone.png'));
    expect(await store.get(path('gone.png'))).toBeNull();
    await expect(store.delete(path('gone.png'))).resolves.toBeUndefined();
  });

  describe('refuses what it cannot serve safely', () => {
    it.each(['../escape.png', 'a/../../b.png', '/abs/olute.png', 'noslash.png', 'x/y.gif', 'x/y.svg', 'x/y'])(
      'path %s',
      async (bad) => {
        const store = makeStore();
        await expect(store.put(bad, await samplePng('#fff000'), 'image/png')).rejects.toBeInstanceOf(ImagePathError);
        await expect(store.get(bad)).rejects.toBeInstanceOf(ImagePathError);
      },
    );

    it('a content type that does not match the extension', async () => {
      const store = makeStore();
      await expect(store.put(path('a.png'), await samplePng('#fff000'), 'image/jpeg')).rejects.toBeInstanceOf(ImagePathError);
      expect(await store.get(path('a.png'))).toBeNull();
    });
  });
}
