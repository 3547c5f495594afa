// The "goes with" call and the accessory attributes it matches by (docs/api.md, "Goes with"): the
// functions validate with these schemas, the ADMIN's good form sends the attributes, and the SPA
// types its call from them.
import { z } from 'zod';
import { MAX_PATTERN_LINES, MAX_TOOL_SIZES, TOOL_KINDS, type PatternYarns, type ToolSize } from '../goes-with';
import { YARN_WEIGHT_CLASSES } from '../yarn-weight-classes';
import { documentId } from './ids';

/** POST /api/getgoeswith: the good whose page asks. */
export const goesWithSchema = z.strictObject({ goodId: documentId });

/** Needles and hooks run from 0.5 mm lace hooks to 25 mm needles for jumbo yarn. */
const SizeMmSchema = z.number().min(0.5).max(25);

export const ToolSizeSchema = z.object({
  tool: z.enum(TOOL_KINDS),
  sizesMm: z
    .array(SizeMmSchema)
    .min(1)
    .max(MAX_TOOL_SIZES)
    .refine((sizes) => new Set(sizes).size === sizes.length, 'each size once'),
}) satisfies z.ZodType<ToolSize>;

export const PatternYarnsSchema = z
  .object({
    lineIds: z.array(z.string().regex(/^[a-z0-9]+(-[a-z0-9]+)*$/).max(100)).max(MAX_PATTERN_LINES),
    weightClasses: z.array(z.enum(YARN_WEIGHT_CLASSES)).max(YARN_WEIGHT_CLASSES.length),
  })
  .refine(({ lineIds, weightClasses }) => lineIds.length + weightClasses.length > 0, 'name a line or a weight class') satisfies z.ZodType<PatternYarns>;
