// The zod checks of yarn lines, colours and dye lots, shared by the ADMIN's forms and the
// functions that store them. Each schema is typed against the plain types in yarn-line.ts, so
// the two cannot drift apart.
import { z } from 'zod';
import { isValidLotLabel, MAX_LOT_QUANTITY, MAX_LOTS_PER_COLOUR } from './dye-lots';
import { COLOUR_FAMILIES, WASH_CARE, type DyeLot, type YarnColour, type YarnLine } from './yarn-line';
import { YARN_WEIGHT_CLASSES } from './yarn-weight-classes';

const text = (max: number) => z.string().trim().min(1).max(max);
const localized = (max: number) => z.object({ ua: text(max), en: text(max) });
const positive = (max: number) => z.number().positive().max(max);

export const FibrePartSchema = z.object({
  fibre: z.string().regex(/^[a-z]{2,30}$/, 'a fibre key such as merino'),
  percent: z.number().int().min(1).max(100),
});

const SizeRangeSchema = z
  .object({ from: positive(50), to: positive(50).nullable() })
  .refine(({ from, to }) => to === null || to >= from, { message: 'a size range must not run backwards', path: ['to'] });

export const YarnCareSchema = z.object({
  wash: z.enum(WASH_CARE),
  maxWashTemperatureC: z.number().int().min(20).max(95).nullable(),
  tumbleDry: z.boolean(),
  iron: z.boolean(),
  bleach: z.boolean(),
  note: localized(300).nullable(),
});

export const YarnLineSchema = z
  .object({
    id: z.string().regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, 'lower-case latin letters, digits and dashes').max(100),
    brand: text(60),
    name: text(100),
    fibres: z.array(FibrePartSchema).min(1).max(6),
    weightClass: z.enum(YARN_WEIGHT_CLASSES),
    metresPer100g: positive(100_000),
    skein: z.object({ metres: positive(100_000), grams: positive(5000) }).nullable(),
    needleMm: SizeRangeSchema,
    hookMm: SizeRangeSchema.nullable(),
    gauge: z.object({ stitches: positive(100), rows: positive(200), needleMm: positive(50) }).nullable(),
    care: YarnCareSchema,
  })
  .refine(({ fibres }) => fibres.reduce((sum, { percent }) => sum + percent, 0) === 100, {
    message: 'the fibres must add up to 100%',
    path: ['fibres'],
  })
  .refine(({ fibres }) => new Set(fibres.map(({ fibre }) => fibre)).size === fibres.length, {
    message: 'each fibre once',
    path: ['fibres'],
  }) satisfies z.ZodType<YarnLine>;

const SwatchSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('hex'), hex: z.string().regex(/^#[0-9a-fA-F]{6}$/, 'a colour such as #a0b1c2') }),
  // An uploaded picture: the image store's Storage URL, or its local path on the emulators.
  z.object({ kind: z.literal('picture'), url: text(2000).regex(/^(https:\/\/|\/api\/images\/)/, 'an uploaded picture') }),
]);

export const YarnColourSchema = z.object({
  code: z.string().regex(/^[\p{L}\p{N}][\p{L}\p{N} ./-]{0,23}$/u, 'the code printed on the band'),
  name: localized(80),
  swatch: SwatchSchema,
  family: z.enum(COLOUR_FAMILIES),
}) satisfies z.ZodType<YarnColour>;

export const DyeLotSchema = z.object({
  lot: z.string().refine(isValidLotLabel, 'a lot label of letters and digits, up to 32 characters'),
  quantity: z.number().int().min(0).max(MAX_LOT_QUANTITY),
}) satisfies z.ZodType<DyeLot>;

/** A colour's whole list of lots, as the ADMIN's form or a price list sends it. */
export const DyeLotsSchema = z
  .array(DyeLotSchema)
  .max(MAX_LOTS_PER_COLOUR)
  .refine((lots) => new Set(lots.map(({ lot }) => lot)).size === lots.length, 'each lot once');
