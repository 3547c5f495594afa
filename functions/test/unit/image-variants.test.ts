// What an upload becomes: the card size in its own format and a WebP at every width.
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../../src/http/api-error';
import { encodeVariants } from '../../src/images/image-variants';

async function picture(format: 'jpeg' | 'png' | 'webp' | 'gif', width = 900, height = 600): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: '#8b4513' } }).toFormat(format).toBuffer();
}

async function described(files: Awaited<ReturnType<typeof encodeVariants>>) {
  return Promise.all(
    files.map(async ({ name, bytes, contentType }) => {
      const { format, width, height } = await sharp(bytes).metadata();
      return { name: name.replace(/^[0-9a-f]{20}/, '<hash>'), contentType, format, width, height };
    }),
  );
}

describe('encodeVariants', () => {
  it('makes a JPEG good its card-size JPEG and a WebP at 270, 540 and 810', async () => {
    expect(await described(await encodeVariants(await picture('jpeg'), 'goods'))).toEqual([
      { name: '<hash>.jpg', contentType: 'image/jpeg', format: 'jpeg', width: 270, height: 274 },
      { name: '<hash>.webp', contentType: 'image/webp', format: 'webp', width: 270, height: 274 },
      { name: '<hash>.w540.webp', contentType: 'image/webp', format: 'webp', width: 540, height: 548 },
      { name: '<hash>.w810.webp', contentType: 'image/webp', format: 'webp', width: 810, height: 822 },
    ]);
  });

  it('keeps a WebP preview as one file per width', async () => {
    const files = await described(await encodeVariants(await picture('webp'), 'previews'));
    expect(files.map((f) => [f.name, f.width, f.height])).toEqual([
      ['<hash>.webp', 260, 369],
      ['<hash>.w520.webp', 520, 738],
      ['<hash>.w780.webp', 780, 1107],
    ]);
  });

  it('stores a carousel slide at 1800 in its own format and as WebP, and smaller as WebP only', async () => {
    const files = await described(await encodeVariants(await picture('png', 2000, 900), 'main'));
    expect(files.map((f) => [f.name, f.format, f.width, f.height])).toEqual([
      ['<hash>.png', 'png', 1800, 720],
      ['<hash>.w600.webp', 'webp', 600, 240],
      ['<hash>.w800.webp', 'webp', 800, 320],
      ['<hash>.w1200.webp', 'webp', 1200, 480],
      ['<hash>.webp', 'webp', 1800, 720],
    ]);
  });

  it('names every file of one picture by the same content hash, and another picture differently', async () => {
    const [first, second] = await Promise.all([encodeVariants(await picture('jpeg'), 'goods'), encodeVariants(await picture('png'), 'goods')]);
    const hashes = (files: typeof first) => new Set(files.map((f) => f.name.slice(0, 20)));
    expect(hashes(first).size).toBe(1);
    expect([...hashes(first)]).not.toEqual([...hashes(second)]);
  });

  it('refuses a format the shop does not take with 415', async () => {
    const error = await encodeVariants(await picture('gif'), 'goods').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 415 });
  });
});
