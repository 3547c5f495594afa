// Input of the catalogue-editing endpoints (ADMIN). Names are URL segments, so they are
// restricted to Latin letters and digits; titles are translated.
import { z } from 'zod';
import { isDocumentId } from '../http/validate';
import { GOOD_KINDS, MEASUREMENTS, NO_OUTER_CATEGORY, WEIGHT_CLASSES } from '../model/types';
import { YarnColourPartSchema } from './yarn-schemas';

const text = (max: number) => z.string().trim().min(1).max(max);
export const LocalizedSchema = z.object({ ua: text(200), en: text(200) });
const LongLocalizedSchema = z.object({ ua: z.string().trim().max(5000), en: z.string().trim().max(5000) });
export const NameSchema = z.string().regex(/^[A-Za-z0-9]{1,40}$/, 'latin letters and digits');
const IdSchema = z.string().regex(/^[\w-]{1,100}$/).refine(isDocumentId);
const ImageUrlSchema = z.string().max(2000).nullable();

export const SaveOuterCategorySchema = z.object({
  name: NameSchema.refine((n) => n !== NO_OUTER_CATEGORY),
  title: LocalizedSchema,
  previewImage: ImageUrlSchema.default(null),
  order: z.number().int().min(0).max(10_000).optional(),
});

export const SaveCategorySchema = z.object({
  name: NameSchema,
  outerCategory: NameSchema,
  title: LocalizedSchema,
  description: LongLocalizedSchema.default({ ua: '', en: '' }),
  previewImage: ImageUrlSchema.default(null),
  order: z.number().int().min(0).max(10_000).optional(),
});

export const AddSubCategorySchema = z.object({
  catalogId: NameSchema,
  name: z.string().trim().regex(/^[\p{L}\p{N} ]{1,60}$/u, 'letters, digits and spaces'),
  title: LocalizedSchema,
  previewImage: ImageUrlSchema.default(null),
});

export const RemoveSubCategorySchema = z.object({ subCategoryId: IdSchema, catalogId: NameSchema });
export const RemoveOuterCategorySchema = z.object({ outerCategory: NameSchema });
export const RemoveFullCategorySectionSchema = z.object({
  currentOuterCategory: NameSchema,
  category: NameSchema,
  /** Sent by the spec's client; the server recomputes the list itself and ignores it. */
  newCategoryList: z.array(z.string().max(100)).max(500).optional(),
  catalogId: NameSchema,
});
export const RemoveGoodSchema = z.object({ category: NameSchema, goodId: IdSchema });
export const ChangeGoodSubCategorySchema = z.object({ goodId: IdSchema, subcategory: z.string().max(100) });

const FibreSchema = z.object({ fibre: z.string().regex(/^[a-z]{2,30}$/), percent: z.number().int().min(1).max(100) });
export const YarnSchema = z
  .object({
    brand: text(60),
    fibres: z.array(FibreSchema).min(1).max(6),
    weightClass: z.enum(WEIGHT_CLASSES),
    skeinWeightGrams: z.number().positive().max(5000).nullable(),
    skeinLengthMeters: z.number().positive().max(100_000).nullable(),
    metersPer100g: z.number().positive().max(100_000).nullable(),
    needleSizeMm: z.string().max(20).nullable(),
    hookSizeMm: z.string().max(20).nullable(),
    colour: LocalizedSchema,
    colourHex: z.string().regex(/^#[0-9a-fA-F]{6}$/),
    dyeLot: z.string().max(40).nullable(),
  })
  .refine((y) => y.fibres.reduce((sum, f) => sum + f.percent, 0) === 100, { message: 'fibres must add up to 100%', path: ['fibres'] });

export const SaveGoodSchema = z.object({
  goodId: IdSchema.optional(),
  title: LocalizedSchema,
  description: LongLocalizedSchema,
  kind: z.enum(GOOD_KINDS),
  measurement: z.enum(MEASUREMENTS),
  measurementCount: z.number().int().positive().max(10_000),
  category: NameSchema,
  subcategory: z.string().max(100),
  mainImage: ImageUrlSchema,
  images: z.array(z.string().max(2000)).max(12).default([]),
  price: z.number().int().positive().max(1_000_000),
  discount: z.object({ hasDiscount: z.boolean(), amount: z.number().int().min(0).max(99) }),
  popular: z.boolean(),
  newGoodState: z.boolean(),
  quantity: z.number().int().min(0).max(1_000_000),
  articul: z.string().trim().regex(/^[A-Za-z0-9][A-Za-z0-9-]{0,39}$/),
  /** One item's shipping weight in grams; null clears it, left out keeps the stored one. */
  weightGrams: z.number().int().min(1).max(100_000).nullable().optional(),
  yarn: YarnSchema.nullable(),
  /** The good as a colour of a yarn line; null: not one; left out keeps what is stored. */
  yarnColour: YarnColourPartSchema.nullable().optional(),
});
export type SaveGoodInput = z.infer<typeof SaveGoodSchema>;
