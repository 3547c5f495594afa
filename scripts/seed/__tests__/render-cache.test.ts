// The seed's drawn pictures are kept by content, so a second seed draws nothing again.
import { mkdtempSync, readdirSync, rmSync, unlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { buildCatalog } from '../catalog/catalog.ts';
import { goodSvg } from '../images/pictures.ts';
import { cachedSvgToWebps } from '../images/render-cache.ts';
import { svgToWebps } from '../images/render.ts';

const [first, second] = buildCatalog().goods;
const sizes = [
  { width: 120, height: 90 },
  { width: 240, height: 180 },
];
const dirs: string[] = [];
const freshDir = (): string => {
  const dir = mkdtempSync(join(tmpdir(), 'seed-pictures-'));
  dirs.push(dir);
  return dir;
};
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

describe('cachedSvgToWebps', () => {
  it('draws what svgToWebps draws, and keeps one file per size', async () => {
    const dir = freshDir();
    const drawn = await cachedSvgToWebps(goodSvg(first!.art), sizes, dir);
    const direct = await svgToWebps(goodSvg(first!.art), sizes);
    expect(drawn.map((f) => f.bytes.equals(direct.find((d) => d.width === f.width)!.bytes))).toEqual([true, true]);
    expect(readdirSync(dir).filter((name) => name.endsWith('.webp'))).toHaveLength(2);
  });

  it('answers a second call from the kept files, without drawing', async () => {
    const dir = freshDir();
    await cachedSvgToWebps(goodSvg(first!.art), sizes, dir);
    // Overwrite the kept files: what comes back can only have been read from them.
    for (const name of readdirSync(dir)) writeFileSync(join(dir, name), 'kept');
    const again = await cachedSvgToWebps(goodSvg(first!.art), sizes, dir);
    expect(again.map((f) => f.bytes.toString())).toEqual(['kept', 'kept']);
  });

  it('draws again when a size is missing, and never serves another picture', async () => {
    const dir = freshDir();
    await cachedSvgToWebps(goodSvg(first!.art), sizes, dir);
    unlinkSync(join(dir, readdirSync(dir)[0]!));
    const redrawn = await cachedSvgToWebps(goodSvg(first!.art), sizes, dir);
    expect(redrawn.every((f) => f.bytes.subarray(8, 12).toString() === 'WEBP')).toBe(true);
    const other = await cachedSvgToWebps(goodSvg(second!.art), sizes, dir);
    expect(other[0]!.bytes.equals(redrawn[0]!.bytes)).toBe(false);
    expect(readdirSync(dir).filter((name) => name.endsWith('.webp'))).toHaveLength(4);
  });
});
