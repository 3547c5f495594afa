// A picture is refused by its pixel count, read from its header, before anything decodes it.
import { beforeAll, describe, expect, it } from 'vitest';
import { ApiError } from '../../src/http/api-error';
import { acceptedFormat, encodeVariants } from '../../src/images/image-variants';
import { loadSharp } from '../../src/images/load-sharp';
import { MAX_INPUT_PIXELS } from '../../src/images/pixel-limit';
import { blurImage } from '../../src/main-images/blur';
import { oneColourPng } from '../huge-png';

async function refusal(work: () => Promise<unknown>): Promise<{ error: unknown; ms: number; grewMb: number }> {
  const rss = process.memoryUsage().rss;
  const started = performance.now();
  const error = await work().then(
    () => null,
    (e: unknown) => e,
  );
  return { error, ms: performance.now() - started, grewMb: (process.memoryUsage().rss - rss) / 2 ** 20 };
}

const tooManyPixels = { status: 413, code: 'IMAGE_TOO_MANY_PIXELS' };

describe('the pixel limit of uploaded pictures', () => {
  const huge = oneColourPng(16_000, 16_000);
  // sharp is loaded by the first picture an instance handles: loaded here, it is not timed as the refusal.
  beforeAll(async () => {
    await loadSharp();
  });

  it('is small to send: a 16 000 x 16 000 PNG of one colour is under 300 kB', () => {
    expect(huge.length).toBeLessThan(300_000);
  });

  it('refuses a 16 000 x 16 000 PNG at once, without decoding it', async () => {
    const { error, ms, grewMb } = await refusal(() => encodeVariants(huge, 'main'));
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject(tooManyPixels);
    expect(ms).toBeLessThan(500);
    // Decoded, its pixels alone would be 256 MB.
    expect(grewMb).toBeLessThan(64);
  });

  it('refuses it in the carousel blur too', async () => {
    expect((await refusal(() => blurImage(huge))).error).toMatchObject(tooManyPixels);
  });

  it('lets a picture just under the limit through, and refuses one just over it', async () => {
    const side = Math.floor(Math.sqrt(MAX_INPUT_PIXELS));
    expect(await acceptedFormat(oneColourPng(side, side))).toBe('png');
    await expect(acceptedFormat(oneColourPng(side + 1, side + 1))).rejects.toMatchObject(tooManyPixels);
  });
});
