// Request bodies of the catalogue-editing calls, ADMIN only (docs/api.md, "Catalogue editing"): the
// functions validate with these schemas and the SPA types its calls from them (contract.ts).
// Names are URL segments, so they are restricted to Latin letters and digits; titles are translated.
import { z } from 'zod';
import { GOOD_KINDS, MEASUREMENTS, WEIGHT_CLASSES } from '../good-kinds';
import { NO_OUTER_CATEGORY } from '../links';
import { fromKyivLocal } from '../kyiv-time';
import { SLIDE_LINK_MAX, SLIDE_SUBTITLE_MAX, SLIDE_TITLE_MAX } from '../slide';
import { DyeLotsSchema, YarnColourSchema, YarnLineSchema } from '../yarn-line-schemas';
import { PatternYarnsSchema, ToolSizeSchema } from './goes-with';
import { isDocumentId } from './ids';

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
  /** Sent by the first API's clients; the server recomputes the list itself and ignores it. */
  newCategoryList: z.array(z.string().max(100)).max(500).optional(),
  catalogId: NameSchema,
});
export const RemoveGoodSchema = z.object({ category: NameSchema, goodId: IdSchema });
export const ChangeGoodSubCategorySchema = z.object({ goodId: IdSchema, subcategory: z.string().max(100) });

export const LineIdSchema = z.string().regex(/^[a-z0-9]+(-[a-z0-9]+)*$/).max(100);

/** A new line has no id yet (the server makes one from brand and name); an edit names it. */
const PLACEHOLDER_ID = 'new-line';

/** A line's attributes as YarnLineSchema checks them, with the line's id (left out for a new one) as `lineId`. */
export const SaveYarnLineSchema = z.looseObject({ lineId: LineIdSchema.optional() }).transform((input, ctx) => {
  const { lineId, colours: _colours, ...attributes } = input;
  const parsed = YarnLineSchema.safeParse({ ...attributes, id: lineId ?? PLACEHOLDER_ID });
  if (!parsed.success) {
    for (const issue of parsed.error.issues) ctx.addIssue({ code: 'custom', message: issue.message, path: issue.path });
    return z.NEVER;
  }
  const { id: _id, ...line } = parsed.data;
  return { lineId, line };
});
export type SaveYarnLineInput = z.output<typeof SaveYarnLineSchema>;
/** What the SPA sends: the loose schema above cannot say it, so it is said from YarnLineSchema. */
export type SaveYarnLineBody = Omit<z.input<typeof YarnLineSchema>, 'id'> & { lineId?: string };

export const RemoveYarnLineSchema = z.object({ lineId: LineIdSchema });

/** A good's place in a line: the line, its colour, and its lots (null: plain stock, not counted by lot). */
export const YarnColourPartSchema = z.object({
  lineId: LineIdSchema,
  colour: YarnColourSchema,
  lots: DyeLotsSchema.nullable(),
  /** The lots as the form showed them; when the stored ones differ, the save is refused (409 LOTS_CHANGED). */
  lotsSeen: DyeLotsSchema.nullable().optional(),
});
export type YarnColourPart = z.infer<typeof YarnColourPartSchema>;

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
  /** The stock as the form showed it; when the stored stock differs (a reservation meanwhile), the save is refused (409 STOCK_CHANGED). */
  quantitySeen: z.number().int().min(0).max(1_000_000).optional(),
  articul: z.string().trim().regex(/^[A-Za-z0-9][A-Za-z0-9-]{0,39}$/),
  /** One item's shipping weight in grams; null clears it, left out keeps the stored one. */
  weightGrams: z.number().int().min(1).max(100_000).nullable().optional(),
  yarn: YarnSchema.nullable(),
  /** The good as a colour of a yarn line; null: not one; left out keeps what is stored. */
  yarnColour: YarnColourPartSchema.nullable().optional(),
  /** A needle's or hook's sizes; null clears them, left out keeps the stored ones. */
  toolSize: ToolSizeSchema.nullable().optional(),
  /** The lines and weight classes a pattern or magazine names; null clears them, left out keeps them. */
  patternYarns: PatternYarnsSchema.nullable().optional(),
});
export type SaveGoodInput = z.infer<typeof SaveGoodSchema>;

/** The home page's carousel: a picture already uploaded (its URL), and a slide by its id. */
export const AddMainImageSchema = z.object({ image: z.string().min(1).max(2000) });
const MainImageIdSchema = z.string().min(1).max(200).regex(/^[\w-]+$/).refine(isDocumentId);
export const DeleteMainImageSchema = z.object({ imageId: MainImageIdSchema });
const kyivLocalTime = z.string().max(16).refine((local) => fromKyivLocal(local) !== null);
const slideText = (max: number) => z.object({ ua: z.string().trim().max(max), en: z.string().trim().max(max) });
/** A slide's words over its picture, per language (empty: none), and where a click on it goes (null: nowhere); domain/slide.ts checks the rest. */
export const SaveMainImageTextsSchema = z.object({
  imageId: MainImageIdSchema,
  title: slideText(SLIDE_TITLE_MAX),
  subtitle: slideText(SLIDE_SUBTITLE_MAX),
  link: z.string().trim().max(SLIDE_LINK_MAX).nullable().transform((link) => link || null),
  /** Kyiv's "yyyy-mm-ddThh:mm" from which, and until which, the slide shows; null: no bound; left out keeps the stored one. */
  showFrom: kyivLocalTime.nullable().optional(),
  showUntil: kyivLocalTime.nullable().optional(),
});
