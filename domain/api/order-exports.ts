// Request bodies of the ADMIN's exports and print pages (docs/api.md, "Exports and packing slips").
// Statuses and payment choices are taken as text and checked by the functions, so that an unknown
// one gets its own code (EXPORT_STATUS_UNKNOWN, EXPORT_PAYMENT_UNKNOWN) rather than a bare 400.
import { z } from 'zod';
import { documentId } from './ids';

export const EXPORT_FORMATS = ['csv', 'xlsx'] as const;
export type ExportFormat = (typeof EXPORT_FORMATS)[number];

/** The longest range one export covers, in Kyiv days: a year, a leap year included. */
export const MAX_EXPORT_DAYS = 366;
/** The most cards one packing-slip page prints: a day's parcels on one printer run. */
export const MAX_SLIP_CARDS = 100;

const kyivDay = z.string().regex(/^\d{4}-\d{2}-\d{2}$/u);

export const exportOrdersBody = z.strictObject({
  /** First and last Kyiv day of the range, both included (yyyy-mm-dd). */
  from: kyivDay,
  to: kyivDay,
  statuses: z.array(z.string().max(40)).max(10).optional(),
  payments: z.array(z.string().max(40)).max(10).optional(),
  format: z.enum(EXPORT_FORMATS),
});
export type ExportOrdersInput = z.input<typeof exportOrdersBody>;

export const exportGoodsBody = z.strictObject({ format: z.enum(EXPORT_FORMATS) });
export type ExportGoodsInput = z.input<typeof exportGoodsBody>;

export const packingSlipsBody = z.strictObject({
  cardIds: z
    .array(documentId)
    .min(1)
    .max(MAX_SLIP_CARDS)
    .refine((ids) => new Set(ids).size === ids.length, 'duplicate'),
});
export type PackingSlipsInput = z.input<typeof packingSlipsBody>;

/** One line of a packing slip: what to put in the parcel, and from which dye lot. */
export interface SlipLine {
  goodId: string;
  title: { ua: string; en: string };
  articul: string;
  /** The yarn colour's code and name, for a yarn colour. */
  colour: { code: string; name: { ua: string; en: string } } | null;
  quantity: number;
  /** The lots reserved for the line (empty before the order is reserved, or for plain stock). */
  lots: { lot: string; quantity: number }[];
  /** Where it lies on the shelf: the catalogue section and the yarn line's name. */
  category: string;
  line: string;
}

export interface PackingSlip {
  _id: string;
  shoppingCardId: number;
  status: string;
  recipient: { name: string; phone: string };
  delivery: { carrier: string; city: string; branch: string };
  /** The waybill's (or typed tracking) number, when there is one. */
  waybill: string | null;
  lines: SlipLine[];
}

/** One row of the picking list: a shelf place and how many units to take from it for all ticked cards. */
export interface PickRow {
  category: string;
  line: string;
  articul: string;
  title: { ua: string; en: string };
  colour: SlipLine['colour'];
  /** The dye lot, or null for plain stock and lines not yet reserved. */
  lot: string | null;
  quantity: number;
  /** The display numbers of the cards it goes to. */
  orders: number[];
}
