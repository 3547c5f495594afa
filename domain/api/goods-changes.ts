// The goods table's save (docs/api.md, "Goods table"): per good, the editable fields as the table
// read them and as they should become. The server refuses the whole save when any good's stored
// fields differ from what was read (409 GOODS_CHANGED), or when a new value is out of bounds
// (400 GOODS_CHANGE_REFUSED), naming the goods either way. Lower bounds are checked by
// goods-edit.ts, not here, so that the table's preview and the server's refusal name the same goods.
import { z } from 'zod';
import { MAX_LOT_QUANTITY, MAX_LOTS_PER_COLOUR } from '../dye-lots';
import type { GoodEditable } from '../goods-edit';
import { documentId } from './ids';

/** Goods one save may change: each is a read and a write, with its yarn line's, in one transaction. */
export const MAX_GOODS_PER_SAVE = 100;
// Upper bounds are the good form's; a value below a lower one passes here and is refused by name.
const wholeUpTo = (max: number) => z.number().int().min(-max).max(max);

const GoodEditableSchema = z.object({
  price: wholeUpTo(1_000_000),
  discount: z.object({ hasDiscount: z.boolean(), amount: wholeUpTo(1000) }),
  quantity: wholeUpTo(1_000_000),
  lots: z.array(z.object({ lot: z.string().min(1).max(40), quantity: wholeUpTo(MAX_LOT_QUANTITY) })).max(MAX_LOTS_PER_COLOUR).nullable(),
  newGoodState: z.boolean(),
  popular: z.boolean(),
}) satisfies z.ZodType<GoodEditable>;

export const SaveGoodsChangesSchema = z.object({
  changes: z
    .array(z.object({ goodId: documentId, seen: GoodEditableSchema, next: GoodEditableSchema }))
    .min(1)
    .max(MAX_GOODS_PER_SAVE)
    .refine((changes) => new Set(changes.map((c) => c.goodId)).size === changes.length, 'each good once'),
});
export type SaveGoodsChangesInput = z.infer<typeof SaveGoodsChangesSchema>;
export type GoodChange = SaveGoodsChangesInput['changes'][number];
