// A yarn colour's two further pictures, a close-up of the skein and a knitted swatch, made by cheap
// transforms instead of drawing each from an SVG: the close-up from the skein picture's own pixels,
// the swatch by tinting one knitted texture drawn once per run with the colour.
import sharp from 'sharp';
import { rawToWebps, widestOf, type RawPicture, type Size } from './render.ts';

export const YARN_VIEWS = ['closeup', 'swatch'] as const;
export type YarnView = (typeof YARN_VIEWS)[number];

/**
 * The part of the skein picture the close-up enlarges: yarn and knitted ground only, never the label
 * (pictures.ts), so a close-up depends on the motif and colour alone and colours alike share one.
 */
const CLOSE_UP = { left: 0.17, top: 0.27, width: 0.3, height: 0.3 };
/** One knitted stitch of the swatch, in pixels of the widest picture (810 wide): a few dozen stitches show. */
const STITCH = { width: 90, height: 80 };

function hexChannels(hex: string): [number, number, number] {
  const n = Number.parseInt(hex.replace('#', ''), 16);
  return [(n >> 16) & 255, (n >> 8) & 255, n & 255];
}

/** Strands twisted at an angle, as the plies of a yarn seen close: a brightness factor near 1 a pixel. */
function strandGrain({ width, height }: Size): Float32Array {
  const grain = new Float32Array(width * height);
  for (let y = 0, p = 0; y < height; y++) {
    const wave = Math.sin(y * 0.05) * 3 + y * 0.45 * 0.55;
    for (let x = 0; x < width; x++, p++) grain[p] = 0.86 + 0.14 * Math.sin(x * 0.55 + wave);
  }
  return grain;
}

const grains = new Map<string, Float32Array>();

/** The skein picture's yarn, enlarged, with the strands of its plies drawn over it. */
async function closeUpPixels(skeinWebp: Buffer, size: Size): Promise<RawPicture> {
  const meta = await sharp(skeinWebp).metadata();
  const [width, height] = [meta.width!, meta.height!];
  const region = { left: Math.round(width * CLOSE_UP.left), top: Math.round(height * CLOSE_UP.top), width: Math.round(width * CLOSE_UP.width), height: Math.round(height * CLOSE_UP.height) };
  const { data, info } = await sharp(skeinWebp).extract(region).resize(size.width, size.height).removeAlpha().raw().toBuffer({ resolveWithObject: true });
  const key = `${info.width}x${info.height}`;
  const grain = grains.get(key) ?? strandGrain(info);
  grains.set(key, grain);
  for (let p = 0, i = 0; p < grain.length; p++, i += 3) {
    data[i] = data[i]! * grain[p]!;
    data[i + 1] = data[i + 1]! * grain[p]!;
    data[i + 2] = data[i + 2]! * grain[p]!;
  }
  return { data, info: { width: info.width, height: info.height, channels: 3 } };
}

/** Stockinette in grey: rows of 'V' stitches, each two plump strokes with a lit ridge. */
function knittedTextureSvg({ width, height }: Size): string {
  const { width: w, height: h } = STITCH;
  const leg = (from: number, to: number) =>
    `<path d="M${from},4 Q${(from + to) / 2 + (to > from ? -6 : 6)},${h * 0.55} ${to},${h - 2}" fill="none" stroke-linecap="round"`;
  const stitch =
    `${leg(6, w / 2)} stroke="#8a8a8a" stroke-width="40"/>${leg(w - 6, w / 2)} stroke="#8a8a8a" stroke-width="40"/>` +
    `${leg(6, w / 2)} stroke="#e6e6e6" stroke-width="16"/>${leg(w - 6, w / 2)} stroke="#e6e6e6" stroke-width="16"/>`;
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}"><defs><pattern id="v" width="${w}" height="${h}" patternUnits="userSpaceOnUse">` +
    `${stitch}</pattern></defs><rect width="100%" height="100%" fill="#555555"/><rect width="100%" height="100%" fill="url(#v)"/></svg>`
  );
}

const textures = new Map<string, Promise<Buffer>>();

/** The grey texture at `size`, one byte a pixel, drawn once per run and size. */
function knittedTexture(size: Size): Promise<Buffer> {
  const key = `${size.width}x${size.height}`;
  let texture = textures.get(key);
  if (!texture) {
    texture = sharp(Buffer.from(knittedTextureSvg(size))).greyscale().removeAlpha().extractChannel(0).raw().toBuffer();
    textures.set(key, texture);
  }
  return texture;
}

/** The texture in the yarn's colour: the grey scales the colour, and the brightest ridges lift it a little. */
async function swatchPixels(colourHex: string, size: Size): Promise<RawPicture> {
  const grey = await knittedTexture(size);
  const [r, g, b] = hexChannels(colourHex);
  const data = Buffer.alloc(grey.length * 3);
  for (let p = 0, i = 0; p < grey.length; p++, i += 3) {
    const shade = grey[p]! / 230;
    const lift = Math.max(0, shade - 0.85) * 120;
    data[i] = Math.min(255, r * shade + lift);
    data[i + 1] = Math.min(255, g * shade + lift);
    data[i + 2] = Math.min(255, b * shade + lift);
  }
  return { data, info: { width: size.width, height: size.height, channels: 3 } };
}

/** One further picture of a yarn colour at each size, from its skein picture's widest WebP. */
export async function yarnViewWebps<S extends Size>(view: YarnView, skeinWebp: Buffer, colourHex: string, sizes: readonly S[]): Promise<(S & { bytes: Buffer })[]> {
  const widest = widestOf(sizes);
  const pixels = view === 'closeup' ? await closeUpPixels(skeinWebp, widest) : await swatchPixels(colourHex, widest);
  return rawToWebps(pixels, sizes);
}
