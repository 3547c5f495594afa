// SVG of the pictures the shop shows: category cards (260 × 369, docs/product.md, "Links") and
// good cards (270 × 274). The SPA shows titles beside them, so the text here is a label.
import type { Motif } from '../catalog/seed-types.ts';
import { darken, lighten, luminance } from './colour-math.ts';
import { drawMotif } from './motifs.ts';
import { textBlock, wrapText } from './svg-text.ts';

export const PREVIEW_SIZE = { width: 260, height: 369 } as const;
export const GOOD_IMAGE_SIZE = { width: 270, height: 274 } as const;

/** A ground of knitted 'V' stitches in a pale tint of the yarn colour. */
function knittedGround(colourHex: string, width: number, height: number): string {
  const ground = lighten(colourHex, luminance(colourHex) > 0.6 ? 0.25 : 0.82);
  const stitch = darken(ground, 0.06);
  return (
    `<defs><pattern id="knit" width="16" height="14" patternUnits="userSpaceOnUse">` +
    `<path d="M1,1 L8,12 L15,1" fill="none" stroke="${stitch}" stroke-width="2.2" stroke-linecap="round"/></pattern></defs>` +
    `<rect width="${width}" height="${height}" fill="${ground}"/><rect width="${width}" height="${height}" fill="url(#knit)"/>`
  );
}

function svg(width: number, height: number, body: string): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">${body}</svg>`;
}

export interface PreviewPicture {
  colourHex: string;
  motif: Motif;
}

/**
 * Card of an outer category, a catalog or a sub-category: only the drawing. The SPA prints the
 * title under it in the shopper's language, so a title baked into the picture would repeat
 * it, in both languages at once.
 */
export function previewSvg({ colourHex, motif }: PreviewPicture): string {
  const { width, height } = PREVIEW_SIZE;
  return svg(
    width,
    height,
    knittedGround(colourHex, width, height) +
      drawMotif(motif, colourHex, width / 2, height / 2, 210) +
      `<rect x="0" y="${height - 6}" width="${width}" height="6" fill="${colourHex}"/>`,
  );
}

export interface GoodPicture {
  motif: Motif;
  colourHex: string;
  caption: string;
  detail: string;
}

/** Picture of one good: the yarn or item in its colour, with maker and line as a label. */
export function goodSvg({ motif, colourHex, caption, detail }: GoodPicture): string {
  const { width, height } = GOOD_IMAGE_SIZE;
  return svg(
    width,
    height,
    knittedGround(colourHex, width, height) +
      drawMotif(motif, colourHex, width / 2, 112, 180) +
      `<rect x="0" y="214" width="${width}" height="60" fill="#ffffff" fill-opacity="0.88"/>` +
      textBlock({ lines: wrapText(caption, 26, 1), x: width / 2, y: 238, size: 17, lineHeight: 18, fill: '#2b2b2b', weight: 'bold' }) +
      textBlock({ lines: wrapText(detail, 34, 1), x: width / 2, y: 262, size: 14, lineHeight: 16, fill: '#555555' }),
  );
}
