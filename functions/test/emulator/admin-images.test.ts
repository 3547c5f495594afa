// Images: /api/uploadimage, /api/addmainimage, /api/blurmainimages, /api/deletemainimage (to the bin, files deleted at its expiry).
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { IMAGE_SIZES, imageHeight, imageVariantUrl, type ImageContainer } from '@domain/image-sizes';
import { Timestamp } from 'firebase-admin/firestore';
import { db } from '../../src/admin';
import { emptyExpiredBin } from '../../src/bin/empty-bin';
import { imageStore } from '../../src/images/store';
import { blurImage } from '../../src/main-images/blur';
import { bearer, createTestUser, type TestUser } from '../auth-tokens';
import { SHOP_URL } from '../shop-url';

let admin: TestUser;
let shopper: TestUser;

beforeAll(async () => {
  [admin, shopper] = await Promise.all([createTestUser('admin'), createTestUser('user')]);
});

async function picture(format: 'jpeg' | 'png' | 'webp', width = 900, height = 600): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: '#8b4513' } })
    .composite([{ input: Buffer.from(`<svg width="${width}" height="${height}"><circle cx="300" cy="300" r="200" fill="#f5deb3"/></svg>`) }])
    .toFormat(format)
    .toBuffer();
}

function upload(user: TestUser | null, bytes: Buffer | null, containerName: string, type = 'image/jpeg') {
  const form = new FormData();
  if (bytes) form.set('image', new Blob([new Uint8Array(bytes)], { type }), 'picture');
  form.set('containerName', containerName);
  return fetch(`${SHOP_URL}/api/uploadimage`, { method: 'POST', headers: bearer(user), body: form });
}

async function storedSize(url: string) {
  const image = await imageStore().get(imageStore().pathOf(url)!);
  return sharp(image!.bytes).metadata();
}

/** The URL of every WebP width of an uploaded picture (domain/image-sizes.ts). */
const widthUrls = (url: string, container: ImageContainer) => IMAGE_SIZES[container].widths.map((width) => imageVariantUrl(url, width)!);

async function expectEveryWidth(url: string, container: ImageContainer) {
  for (const width of IMAGE_SIZES[container].widths) {
    expect(await storedSize(imageVariantUrl(url, width)!), `${width}w`).toMatchObject({ format: 'webp', width, height: imageHeight(container, width) });
  }
}

describe('POST /api/uploadimage', () => {
  it('resizes to the card size of the container and stores a WebP at every width', async () => {
    const res = await upload(admin, await picture('jpeg'), 'goods');
    expect(res.status).toBe(201);
    const { data, webp } = (await res.json()) as { data: string; webp: string };
    expect(data).toMatch(/^\/api\/images\/goods\/[0-9a-f]{20}\.jpg$/);
    expect(webp).toMatch(/^\/api\/images\/goods\/[0-9a-f]{20}\.webp$/);
    expect(await storedSize(data)).toMatchObject({ format: 'jpeg', width: 270, height: 274 });
    expect(await storedSize(webp)).toMatchObject({ format: 'webp', width: 270, height: 274 });
    expect(widthUrls(data, 'goods')).toEqual([webp, webp.replace('.webp', '.w540.webp'), webp.replace('.webp', '.w810.webp')]);
    await expectEveryWidth(data, 'goods');
  });

  it('keeps a WebP upload as one WebP file per width, the plain name at the preview size', async () => {
    const res = await upload(admin, await picture('webp'), 'previews', 'image/webp');
    const { data, webp } = (await res.json()) as { data: string; webp: string };
    expect(data).toBe(webp);
    expect(await storedSize(data)).toMatchObject({ format: 'webp', width: 260, height: 369 });
    await expectEveryWidth(data, 'previews');
  });

  it.each([
    ['a GIF', async () => sharp({ create: { width: 4, height: 4, channels: 3, background: '#fff' } }).gif().toBuffer(), 415, 'IMAGE_TYPE_NOT_ALLOWED'],
    ['text pretending to be a JPEG', async () => Buffer.from('<script>alert(1)</script>'), 415, 'IMAGE_TYPE_NOT_ALLOWED'],
    ['a file over 10 MB', async () => Buffer.alloc(10 * 1024 * 1024 + 10, 1), 413, 'IMAGE_TOO_LARGE'],
  ])('refuses %s', async (_name, make, status, code) => {
    const res = await upload(admin, await make(), 'goods');
    expect(res.status).toBe(status);
    expect(((await res.json()) as { error: { code: string } }).error.code).toBe(code);
  });

  it('refuses a missing file, an unknown container and a JSON body', async () => {
    const noFile = await upload(admin, null, 'goods');
    expect(noFile.status).toBe(400);
    expect(((await noFile.json()) as { error: { code: string } }).error.code).toBe('IMAGE_REQUIRED');
    const badContainer = await upload(admin, await picture('png'), '../etc');
    expect(badContainer.status).toBe(400);
    const json = await fetch(`${SHOP_URL}/api/uploadimage`, {
      method: 'POST',
      headers: { ...bearer(admin), 'content-type': 'application/json' },
      body: JSON.stringify({ image: 'x', containerName: 'goods' }),
    });
    expect(json.status).toBe(415);
  });

  it('is refused to a guest (401) and to a user without the ADMIN claim (403)', async () => {
    expect((await upload(null, await picture('png'), 'goods')).status).toBe(401);
    expect((await upload(shopper, await picture('png'), 'goods')).status).toBe(403);
  });
});

describe('main-page images', () => {
  const post = (path: string, user: TestUser | null, body: unknown = {}) =>
    fetch(`${SHOP_URL}${path}`, { method: 'POST', headers: { ...bearer(user), 'content-type': 'application/json' }, body: JSON.stringify(body) });

  it('blur makes a copy that differs from its source and has the same dimensions', async () => {
    const source = await picture('png', 1800, 720);
    const blurred = await blurImage(source);
    const [a, b] = await Promise.all([sharp(source).raw().toBuffer(), sharp(blurred).raw().toBuffer()]);
    expect(await sharp(blurred).metadata()).toMatchObject({ width: 1800, height: 720 });
    expect(Buffer.compare(a, b)).not.toBe(0);
  });

  it('add, blur and delete: the record and its files come and go together', async () => {
    const { data, webp } = (await (await upload(admin, await picture('jpeg', 2000, 900), 'main')).json()) as { data: string; webp: string };
    expect(await storedSize(webp)).toMatchObject({ format: 'webp', width: 1800, height: 720 });
    await expectEveryWidth(data, 'main');
    const added = await post('/api/addmainimage', admin, { image: data });
    expect(added.status).toBe(201);
    const { _id } = (await added.json()) as { _id: string };

    expect((await post('/api/blurmainimages', admin)).status).toBe(200);
    const doc = (await db.collection('mainPageImages').doc(_id).get()).data()!;
    expect(doc.mainImageBlured).toMatch(/-blured\.webp$/);
    expect(await storedSize(doc.mainImageBlured as string)).toMatchObject({ width: 1800, height: 720 });

    expect((await post('/api/deletemainimage', admin, { imageId: _id })).status).toBe(200);
    expect((await db.collection('mainPageImages').doc(_id).get()).exists).toBe(false);
    const files = [data, ...widthUrls(data, 'main'), doc.mainImageBlured as string];
    // In the bin the files stay, so that the slide can be put back; the bin's expiry deletes them.
    for (const url of files) expect(await imageStore().get(imageStore().pathOf(url)!), url).not.toBeNull();
    const entry = await db.collection('bin').where('kind', '==', 'slide').where('pictures', 'array-contains', data).get();
    expect(entry.size).toBe(1);
    await entry.docs[0]!.ref.update({ expiresAt: Timestamp.fromMillis(Date.now() - 1000) });
    await emptyExpiredBin();
    for (const url of files) {
      expect(await imageStore().get(imageStore().pathOf(url)!), url).toBeNull();
    }
  });

  it('refuses a picture that was not uploaded to the main container, and writes nothing', async () => {
    const before = (await db.collection('mainPageImages').get()).size;
    const res = await post('/api/addmainimage', admin, { image: 'https://evil.example/x.jpg' });
    expect(res.status).toBe(400);
    expect(((await res.json()) as { error: { code: string } }).error.code).toBe('IMAGE_NOT_UPLOADED');
    expect((await db.collection('mainPageImages').get()).size).toBe(before);
  });

  it('deleting an unknown image is a 404; every call is refused to a guest and a non-admin', async () => {
    expect((await post('/api/deletemainimage', admin, { imageId: 'no-such-image' })).status).toBe(404);
    for (const path of ['/api/addmainimage', '/api/blurmainimages', '/api/deletemainimage']) {
      expect((await post(path, null, { image: 'x', imageId: 'x' })).status, path).toBe(401);
      expect((await post(path, shopper, { image: 'x', imageId: 'x' })).status, path).toBe(403);
    }
  });
});
