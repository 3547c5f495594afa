// Input of the yarn-line calls and of a good's yarn-colour part (docs/api.md, "Catalogue editing").
// The line's attributes are checked by domain's YarnLineSchema; its colour entries are the server's.
import { z } from 'zod';
import { DyeLotsSchema, YarnColourSchema, YarnLineSchema } from '@domain/yarn-line-schemas';

export const LineIdSchema = z.string().regex(/^[a-z0-9]+(-[a-z0-9]+)*$/).max(100);

/** A new line has no id yet (the server makes one from brand and name); an edit names it. */
const PLACEHOLDER_ID = 'new-line';

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
