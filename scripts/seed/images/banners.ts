// Main-page carousel images (1800 × 720, docs/product.md, "Home page"), drawn like shop-window posters.
import type { Localized } from '../../../functions/src/model/types.ts';
import { text, type Motif } from '../catalog/seed-types.ts';
import { darken, lighten } from './colour-math.ts';
import { drawMotif } from './motifs.ts';

export const BANNER_SIZE = { width: 1800, height: 720 } as const;

export interface Banner {
  id: string;
  headline: Localized;
  tagline: Localized;
  /** Where a click on the slide goes (domain/slide.ts), or null. */
  link: string | null;
  colourHex: string;
  /** Drawn on the right, each in its own colour. */
  motifs: { motif: Motif; colourHex: string }[];
}

export const BANNERS: Banner[] = [
  {
    id: 'banner-cosy-evenings',
    link: null,
    headline: text('Пряжа для затишних вечорів', 'Yarn for cosy evenings'),
    tagline: text('Меринос, альпака й мохер від YarnArt, Drops та Alize', 'Merino, alpaca and mohair from YarnArt, Drops and Alize'),
    colourHex: '#7a1f2e',
    motifs: [{ motif: 'ball', colourHex: '#e6b8b5' }, { motif: 'skein', colourHex: '#cf9f2a' }, { motif: 'ball', colourHex: '#efe6d2' }],
  },
  {
    id: 'banner-discounts',
    link: '/goods/discountgoods',
    headline: text('Знижки до 50%', 'Up to 50% off'),
    tagline: text('Шукайте позначку «Знижка» на картках товарів', 'Look for the Discount badge on the goods'),
    colourHex: '#c62b2b',
    motifs: [{ motif: 'ball', colourHex: '#f2d23c' }, { motif: 'ball', colourHex: '#ef8fb0' }, { motif: 'skein', colourHex: '#f7f5ef' }],
  },
  {
    id: 'banner-bobbin-yarn',
    link: null,
    headline: text('Італійська бобінна пряжа', 'Italian bobbin yarn'),
    tagline: text('Кашемір, шовк і меринос на вагу, від 100 г', 'Cashmere, silk and merino by weight, from 100 g'),
    colourHex: '#1f2c4f',
    motifs: [{ motif: 'cone', colourHex: '#9cc7e6' }, { motif: 'cone', colourHex: '#d8c3a0' }, { motif: 'cone', colourHex: '#b59ad0' }],
  },
  {
    id: 'banner-delivery',
    link: '/paymentanddelivery',
    headline: text('Доставка по всій Україні', 'Delivery all over Ukraine'),
    tagline: text('Нова пошта та Укрпошта, оплата при отриманні', 'Nova Poshta and Ukrposhta, cash on delivery'),
    colourHex: '#1f7a5a',
    motifs: [{ motif: 'bag', colourHex: '#f2d23c' }, { motif: 'ball', colourHex: '#2c5aa0' }, { motif: 'needles', colourHex: '#e8742a' }],
  },
  {
    id: 'banner-handmade',
    link: '/goods/Goodsmadefromyarn',
    headline: text("Речі ручної в'язки", 'Hand-knitted goods'),
    tagline: text('Шапки, светри, пледи та іграшки від наших майстринь', 'Hats, sweaters, blankets and toys by our makers'),
    colourHex: '#b9783f',
    motifs: [{ motif: 'hat', colourHex: '#b3245a' }, { motif: 'sweater', colourHex: '#9aae8f' }, { motif: 'toy', colourHex: '#efe6d2' }],
  },
];

/** The picture alone: the slide's words are text over its plain left part, in the reader's language (the slide's title and subtitle). */
export function bannerSvg(banner: Banner): string {
  const { width, height } = BANNER_SIZE;
  const dark = darken(banner.colourHex, 0.25);
  const stitches = Array.from({ length: 23 }, (_, i) => `M${i * 80 + 10},660 L${i * 80 + 40},700 L${i * 80 + 70},660`).join(' ');
  const motifs = banner.motifs.map((m, i) => drawMotif(m.motif, m.colourHex, 1310 + i * 180, i % 2 ? 420 : 290, 210)).join('');
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">` +
    `<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${banner.colourHex}"/><stop offset="1" stop-color="${dark}"/></linearGradient></defs>` +
    `<rect width="${width}" height="${height}" fill="url(#g)"/>` +
    `<circle cx="1490" cy="360" r="320" fill="${lighten(banner.colourHex, 0.15)}" fill-opacity="0.5"/>` +
    motifs +
    `<path d="${stitches}" fill="none" stroke="${lighten(banner.colourHex, 0.4)}" stroke-width="8" stroke-linecap="round" stroke-linejoin="round"/>` +
    `</svg>`
  );
}
