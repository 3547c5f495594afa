// Field rules of SaveGoodSchema (functions/src/catalog-admin/schemas.ts), answered as message keys.
import type { GoodFormValues, SaveGoodPayload } from './good-form-values';
import { lotsTotal, toColourPayload } from './yarn-colour-values';
import { MAX_TOOL_SIZES } from '@domain/goes-with';

export type GoodFieldErrors = Partial<Record<keyof GoodFormValues, string>>;

const WHOLE = /^\d+$/;
const ARTICUL = /^[A-Za-z0-9][A-Za-z0-9-]{0,39}$/;
const FIBRE = /^[a-z]{2,30}$/;
/** As SaveGoodSchema: 100 kg is past any parcel the carriers take. */
const MAX_GOOD_WEIGHT_GRAMS = 100_000;

const optionalNumber = (value: string) => (value.trim() === '' ? null : Number(value));
const optionalText = (value: string) => (value.trim() === '' ? null : value.trim());
const isPositive = (value: string) => value.trim() === '' || (Number.isFinite(Number(value)) && Number(value) > 0);

/** The sum of the fibre percentages, counting an unreadable one as 0. */
export function fibreTotal(values: Pick<GoodFormValues, 'fibres'>): number {
  return values.fibres.reduce((sum, row) => sum + (WHOLE.test(row.percent) ? Number(row.percent) : 0), 0);
}

/** "2; 2,5 3" → [2, 2.5, 3]: sizes apart by semicolons or spaces, a decimal comma or point; null when one is not a size. */
function parseToolSizes(text: string): number[] | null {
  const parts = text.split(/[;\s]+/).filter(Boolean);
  const sizes = parts.map((part) => Number(part.replace(',', '.')));
  const valid = sizes.length > 0 && sizes.length <= MAX_TOOL_SIZES && sizes.every((size) => size >= 0.5 && size <= 25) && new Set(sizes).size === sizes.length;
  return valid ? sizes : null;
}

export function validateGood(values: GoodFormValues): GoodFieldErrors {
  const errors: GoodFieldErrors = {};
  if (values.kind === 'accessory' && values.toolKind && !parseToolSizes(values.toolSizes)) errors.toolSizes = 'adminCatalog.error.toolSizes';
  if (!values.titleUa.trim()) errors.titleUa = 'adminCatalog.error.required';
  if (!values.titleEn.trim()) errors.titleEn = 'adminCatalog.error.required';
  if (!ARTICUL.test(values.articul.trim())) errors.articul = 'adminCatalog.error.articul';
  if (!WHOLE.test(values.price) || Number(values.price) < 1) errors.price = 'adminCatalog.error.price';
  // A colour counted by lot has the lots' sum as its stock (checked with the colour's part).
  if (!values.colour && !WHOLE.test(values.quantity)) errors.quantity = 'adminCatalog.error.wholeNumber';
  const weight = values.weightGrams.trim();
  if (weight && (!WHOLE.test(weight) || Number(weight) < 1 || Number(weight) > MAX_GOOD_WEIGHT_GRAMS)) errors.weightGrams = 'adminCatalog.error.weightGrams';
  if (!WHOLE.test(values.measurementCount) || Number(values.measurementCount) < 1) errors.measurementCount = 'adminCatalog.error.price';
  if (values.hasDiscount && (!WHOLE.test(values.discountAmount) || Number(values.discountAmount) > 99)) {
    errors.discountAmount = 'adminCatalog.error.discount';
  }
  // A colour of a line takes its yarn attributes from the line.
  if (!values.isYarn || values.colour) return errors;
  if (!values.brand.trim()) errors.brand = 'adminCatalog.error.required';
  if (!values.colourUa.trim()) errors.colourUa = 'adminCatalog.error.required';
  if (!values.colourEn.trim()) errors.colourEn = 'adminCatalog.error.required';
  if (!/^#[0-9a-fA-F]{6}$/.test(values.colourHex)) errors.colourHex = 'adminCatalog.error.colourHex';
  const fibresOk = values.fibres.length > 0 && values.fibres.every((f) => FIBRE.test(f.fibre) && WHOLE.test(f.percent) && Number(f.percent) >= 1);
  if (!fibresOk) errors.fibres = 'adminCatalog.error.fibre';
  else if (fibreTotal(values) !== 100) errors.fibres = 'adminCatalog.error.fibreTotal';
  for (const key of ['skeinWeightGrams', 'skeinLengthMeters', 'metersPer100g'] as const) {
    if (!isPositive(values[key])) errors[key] = 'adminCatalog.error.positive';
  }
  return errors;
}

export function toSaveGoodPayload(values: GoodFormValues): SaveGoodPayload {
  return {
    ...(values.goodId && { goodId: values.goodId }),
    title: { ua: values.titleUa.trim(), en: values.titleEn.trim() },
    description: { ua: values.descriptionUa.trim(), en: values.descriptionEn.trim() },
    kind: values.kind,
    measurement: values.measurement,
    measurementCount: Number(values.measurementCount),
    category: values.category,
    subcategory: values.subcategory,
    mainImage: values.mainImage,
    images: values.images,
    price: Number(values.price),
    discount: { hasDiscount: values.hasDiscount, amount: values.hasDiscount ? Number(values.discountAmount) : 0 },
    popular: values.popular,
    newGoodState: values.newGoodState,
    quantity: values.colour ? lotsTotal(values.colour.lots) : Number(values.quantity),
    ...(values.quantitySeen !== undefined && { quantitySeen: values.quantitySeen }),
    articul: values.articul.trim(),
    weightGrams: optionalNumber(values.weightGrams),
    yarn: values.isYarn && !values.colour
      ? {
          brand: values.brand.trim(),
          fibres: values.fibres.map((f) => ({ fibre: f.fibre, percent: Number(f.percent) })),
          weightClass: values.weightClass,
          skeinWeightGrams: optionalNumber(values.skeinWeightGrams),
          skeinLengthMeters: optionalNumber(values.skeinLengthMeters),
          metersPer100g: optionalNumber(values.metersPer100g),
          needleSizeMm: optionalText(values.needleSizeMm),
          hookSizeMm: optionalText(values.hookSizeMm),
          colour: { ua: values.colourUa.trim(), en: values.colourEn.trim() },
          colourHex: values.colourHex,
          dyeLot: optionalText(values.dyeLot),
        }
      : null,
    ...(values.colour ? { yarnColour: toColourPayload(values.colour) } : values.wasColour && { yarnColour: null }),
    ...((values.kind === 'accessory' || values.hadGoesWith) && goesWithPayload(values)),
  };
}

/** An accessory's sizes and named yarns, each null when it has none; another kind of good clears both. */
function goesWithPayload(values: GoodFormValues): Pick<SaveGoodPayload, 'toolSize' | 'patternYarns'> {
  if (values.kind !== 'accessory') return { toolSize: null, patternYarns: null };
  const sizesMm = values.toolKind ? parseToolSizes(values.toolSizes) : null;
  const { patternLineIds: lineIds, patternWeightClasses: weightClasses } = values;
  return {
    toolSize: values.toolKind && sizesMm ? { tool: values.toolKind, sizesMm } : null,
    patternYarns: lineIds.length + weightClasses.length > 0 ? { lineIds, weightClasses } : null,
  };
}
