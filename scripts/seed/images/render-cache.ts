// The seed draws the same ~400 pictures at every width each time it runs (`npm start` until a
// finished seed, the emulator tests three times). Drawing is most of the seed's time, and the
// same SVG at the same sizes gives the same bytes, so what was drawn is kept on disk by content.
import { createHash } from 'node:crypto';
import { mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { CACHE_DIR } from '../../emulators/paths.ts';
import { svgToWebps, WEBP_EFFORT, WEBP_QUALITY, type Size } from './render.ts';

export const SEED_PICTURES_CACHE_DIR = join(CACHE_DIR, 'seed-pictures');

function keyOf(source: string, size: Size): string {
  // The encoder's settings are part of the key: changing them in render.ts draws everything again.
  return createHash('sha256').update(`${WEBP_QUALITY}|${WEBP_EFFORT}|${size.width}x${size.height}|${source}`).digest('hex');
}

async function readCached(file: string): Promise<Buffer | null> {
  try {
    return await readFile(file);
  } catch {
    return null;
  }
}

/** svgToWebps, answered from the cache when every size was drawn before. */
export function cachedSvgToWebps<S extends Size>(svg: string, sizes: readonly S[], dir = SEED_PICTURES_CACHE_DIR): Promise<(S & { bytes: Buffer })[]> {
  return cachedWebps(svg, sizes, () => svgToWebps(svg, sizes), dir);
}

/** `draw`'s files, answered from the cache when every size was drawn before from the same `source`. */
export async function cachedWebps<S extends Size>(
  source: string,
  sizes: readonly S[],
  draw: () => Promise<(S & { bytes: Buffer })[]>,
  dir = SEED_PICTURES_CACHE_DIR,
): Promise<(S & { bytes: Buffer })[]> {
  const files = sizes.map((size) => join(dir, `${keyOf(source, size)}.webp`));
  const cached = await Promise.all(files.map(readCached));
  if (cached.every((bytes) => bytes !== null)) return sizes.map((size, i) => ({ ...size, bytes: cached[i]! }));
  const drawn = await draw();
  await mkdir(dir, { recursive: true });
  // Written under a temporary name and renamed: a seed stopped half-way leaves no torn picture.
  await Promise.all(
    drawn.map(async (file, i) => {
      const temporary = `${files[i]}.${process.pid}.tmp`;
      await writeFile(temporary, file.bytes);
      await rename(temporary, files[i]!);
    }),
  );
  return drawn;
}
