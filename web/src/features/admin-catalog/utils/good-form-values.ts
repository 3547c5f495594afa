// The edit form of a good works on strings (what inputs hold); this turns a Good into them and
// them back into the payload of POST /api/savegood, checking the same rules as the server's
// SaveGoodSchema so that a mistake is shown beside its field instead of as a 400.
import { GOOD_KINDS, MEASUREMENTS, WEIGHT_CLASSES, type Good, type GoodKind, type Measurement, type WeightClass, type YarnAttributes } from '@/types/good';
import type { Localized } from '@/types/language';
import { ALL_GOODS } from '@/types/catalog';
import { colourToValues, type ColourValues, type YarnColourPayload } from './yarn-colour-values';
import { oneOf } from '@domain/one-of';
import type { PatternYarns, ToolKind, ToolSize } from '@domain/goes-with';
import type { YarnWeightClass } from '@domain/yarn-weight-classes';

export { GOOD_KINDS, MEASUREMENTS, WEIGHT_CLASSES, type GoodKind };

export interface FibreRow {
  fibre: string;
  percent: string;
}

export interface GoodFormValues {
  goodId?: string;
  titleUa: string;
  titleEn: string;
  descriptionUa: string;
  descriptionEn: string;
  kind: GoodKind;
  measurement: Measurement;
  measurementCount: string;
  category: string;
  subcategory: string;
  mainImage: string | null;
  images: string[];
  price: string;
  hasDiscount: boolean;
  discountAmount: string;
  popular: boolean;
  newGoodState: boolean;
  quantity: string;
  articul: string;
  /** Grams, or empty for the shop's default weight. */
  weightGrams: string;
  isYarn: boolean;
  brand: string;
  fibres: FibreRow[];
  weightClass: WeightClass;
  skeinWeightGrams: string;
  skeinLengthMeters: string;
  metersPer100g: string;
  needleSizeMm: string;
  hookSizeMm: string;
  colourUa: string;
  colourEn: string;
  colourHex: string;
  dyeLot: string;
  /** The good as a colour of a yarn line, with its lots; null when it is none. */
  colour: ColourValues | null;
  /** Whether the good was a colour when the form opened: only then does unticking send yarnColour null. */
  wasColour: boolean;
  /** The stock as the form read it (a stored good only): the save is refused if it moved meanwhile. */
  quantitySeen?: number;
  /** An accessory's needle or hook sizes ('' : neither), as typed: "2; 2,5; 3". */
  toolKind: ToolKind | '';
  toolSizes: string;
  /** The lines and weight classes a pattern or magazine names. */
  patternLineIds: string[];
  patternWeightClasses: YarnWeightClass[];
  /** Whether the good had sizes or named yarns when the form opened: a good of another kind then clears them. */
  hadGoesWith: boolean;
}

export interface SaveGoodPayload {
  goodId?: string;
  title: Localized;
  description: Localized;
  kind: GoodKind;
  measurement: Measurement;
  measurementCount: number;
  category: string;
  subcategory: string;
  mainImage: string | null;
  images: string[];
  price: number;
  discount: { hasDiscount: boolean; amount: number };
  popular: boolean;
  newGoodState: boolean;
  quantity: number;
  /** The stock the form read; the server refuses the save (409 STOCK_CHANGED) when it has moved since. */
  quantitySeen?: number;
  articul: string;
  weightGrams: number | null;
  /** A good's yarn attributes as the form sends them: its weight class and colour always chosen. */
  yarn: (YarnAttributes & { weightClass: WeightClass; colourHex: string }) | null;
  /** Left out for a good that is and was no colour, so lots a price list gave it stay. */
  yarnColour?: YarnColourPayload | null;
  /** An accessory's sizes and named yarns; left out for other goods that never had them. */
  toolSize?: ToolSize | null;
  patternYarns?: PatternYarns | null;
}

const text = (value: number | null | undefined) => (value === null || value === undefined ? '' : String(value));

/** Sizes as the ADMIN reads them in Ukrainian: "2; 2,5; 3". */
const sizesText = (sizesMm: readonly number[]) => sizesMm.map((size) => String(size).replace('.', ',')).join('; ');

export function emptyGoodValues(category: string): GoodFormValues {
  return {
    titleUa: '', titleEn: '', descriptionUa: '', descriptionEn: '', kind: 'skeinYarn', measurement: 'skein',
    measurementCount: '1', category, subcategory: ALL_GOODS, mainImage: null, images: [], price: '', hasDiscount: false,
    discountAmount: '0', popular: false, newGoodState: true, quantity: '0', articul: '', weightGrams: '', isYarn: true, brand: '',
    fibres: [{ fibre: 'wool', percent: '100' }], weightClass: 'dk', skeinWeightGrams: '', skeinLengthMeters: '',
    metersPer100g: '', needleSizeMm: '', hookSizeMm: '', colourUa: '', colourEn: '', colourHex: '#a84d35', dyeLot: '', colour: null, wasColour: false,
    toolKind: '', toolSizes: '', patternLineIds: [], patternWeightClasses: [], hadGoesWith: false,
  };
}

export function goodToValues(good: Good): GoodFormValues {
  const yarn = good.yarn;
  const kind: GoodKind = oneOf(GOOD_KINDS, good.kind, 'skeinYarn');
  return {
    ...emptyGoodValues(good.category),
    goodId: good.id, titleUa: good.title.ua, titleEn: good.title.en, descriptionUa: good.description.ua,
    descriptionEn: good.description.en, kind, measurement: good.measurement, measurementCount: text(good.measurementCount),
    subcategory: good.subcategory, mainImage: good.mainImage, images: good.images, price: text(good.price),
    hasDiscount: good.discount.hasDiscount, discountAmount: text(good.discount.amount), popular: good.popular,
    newGoodState: good.newGoodState, quantity: text(good.quantity), articul: good.articul, weightGrams: text(good.weightGrams),
    isYarn: yarn !== null,
    colour: good.yarnColour ? colourToValues(good.yarnColour) : null,
    wasColour: good.yarnColour !== null,
    quantitySeen: good.quantity,
    toolKind: good.toolSize?.tool ?? '',
    toolSizes: good.toolSize ? sizesText(good.toolSize.sizesMm) : '',
    patternLineIds: good.patternYarns?.lineIds ?? [],
    patternWeightClasses: good.patternYarns?.weightClasses ?? [],
    hadGoesWith: Boolean(good.toolSize || good.patternYarns),
    ...(yarn && {
      brand: yarn.brand,
      fibres: yarn.fibres.map((f) => ({ fibre: f.fibre, percent: text(f.percent) })),
      weightClass: yarn.weightClass ?? 'dk', skeinWeightGrams: text(yarn.skeinWeightGrams),
      skeinLengthMeters: text(yarn.skeinLengthMeters), metersPer100g: text(yarn.metersPer100g),
      needleSizeMm: yarn.needleSizeMm ?? '', hookSizeMm: yarn.hookSizeMm ?? '', colourUa: yarn.colour.ua,
      colourEn: yarn.colour.en, colourHex: yarn.colourHex ?? '#a84d35', dyeLot: yarn.dyeLot ?? '',
    }),
  };
}
