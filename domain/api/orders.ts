// Request bodies of the orders API (docs/api.md): the functions validate with these schemas and the
// SPA types its calls from them. Contact and delivery rules come from domain/checkout.ts. Also the
// card as every orders call answers it (PresentedCard), which the functions build and the SPA reads.
import { z } from 'zod';
import { MAX_LINES_PER_CARD, MAX_QUANTITY_PER_LINE } from '../availability';
import { CARRIERS, COMMENT_MAX, isValidBranch, isValidCity, isValidName, type Carrier } from '../checkout';
import { npDoorSchema, npRefSchema as npRef, type NpDoorDelivery } from '../door-delivery';
import type { Discount } from '../good';
import type { Measurement } from '../good-kinds';
import type { Localized } from '../language';
import { normalizePhone } from '../phone';
import { ORDER_STATUSES, type OrderStatus } from '../order-status';
import { PAYMENT_METHODS } from '../payment';
import type { CardParcelStatus, CardWaybill } from '../shipping';
import type { LotTake } from '../yarn-line';
import { documentId as docId, pageCursor } from './ids';
import type { PresentedPayment } from './payments';
const quantity = z.number().int().min(1).max(MAX_QUANTITY_PER_LINE);

const customer = z.object({
  name: z.string().refine(isValidName).transform((s) => s.trim()),
  phone: z.string().max(40).transform((s, ctx) => {
    const phone = normalizePhone(s);
    if (phone === null) {
      ctx.addIssue({ code: 'custom', message: 'phone' });
      return z.NEVER;
    }
    return phone;
  }),
  email: z.email().max(200).optional().nullable(),
});

const delivery = z
  .object({
    carrier: z.enum(CARRIERS),
    city: z.string().refine(isValidCity).transform((s) => s.trim()),
    branch: z.string().max(200),
    // The carrier's refs, from the directory's type-ahead; free text alone is still taken for now.
    novaPoshta: z.strictObject({ settlementRef: npRef, cityRef: npRef, warehouseRef: npRef }).optional(),
    // Nova Poshta's courier: a street of the settlement's directory, a house and a flat, instead of a branch.
    novaPoshtaDoor: npDoorSchema.optional(),
    // The office chosen from Ukrposhta's classifier; without it, the branch text is a street address.
    ukrposhta: z.strictObject({ postOfficeId: z.string().regex(/^\d{1,12}$/), postcode: z.string().regex(/^\d{5}$/) }).optional(),
  })
  .refine((d) => !d.novaPoshta || d.carrier === 'novaposhta', { path: ['novaPoshta'] })
  .refine((d) => !d.novaPoshtaDoor || (d.carrier === 'novaposhta' && !d.novaPoshta), { path: ['novaPoshtaDoor'] })
  .refine((d) => !d.ukrposhta || d.carrier === 'ukrposhta', { path: ['ukrposhta'] })
  .refine((d) => isValidBranch(d.carrier, d.branch), { path: ['branch'] })
  .transform((d) => ({ ...d, branch: d.branch.trim() }));

export const createShoppingCardBody = z.object({
  goods: z
    .array(z.object({ goodId: docId, quantity }))
    .min(1)
    .max(MAX_LINES_PER_CARD)
    .refine((lines) => new Set(lines.map((l) => l.goodId)).size === lines.length, { message: 'duplicate goodId' }),
  customer,
  delivery,
  payment: z.enum(PAYMENT_METHODS),
  comment: z.string().max(COMMENT_MAX).optional().nullable(),
  // "Same lot as my order №…": the earlier order's display number; reserving prefers its lots.
  sameLotAsOrder: z.number().int().positive().optional().nullable(),
  // A UUID from the client; letters, digits, - and _ only, as it becomes a document id.
  idempotencyKey: z.string().min(8).max(100).regex(/^[\w-]+$/),
});
export type CreateShoppingCardBody = z.infer<typeof createShoppingCardBody>;
/** What the SPA sends to place an order. */
export type CreateShoppingCardInput = z.input<typeof createShoppingCardBody>;

/** The answer: 201 for a new card, 200 for the same idempotency key again. */
export interface CreatedShoppingCard {
  _id: string;
  shoppingCardId: number;
}

export const cardIdBody = z.object({ shoppingCardId: docId });
export const goodInCardBody = z.object({ shoppingCardId: docId, goodId: docId });
export const goodQuantityBody = goodInCardBody.extend({ quantity });

/** The ADMIN's split of yarn lines over dye lots, one entry per good (ADR 4). */
const lotTakes = z
  .array(
    z.object({
      goodId: docId,
      takes: z.array(z.object({ lot: z.string().min(1).max(32), quantity })).min(1).max(50),
    }),
  )
  .min(1)
  .max(MAX_LINES_PER_CARD)
  .refine((lines) => new Set(lines.map((l) => l.goodId)).size === lines.length, 'goodId')
  .transform((lines) => new Map(lines.map((l) => [l.goodId, l.takes])));

export const changeStatusBody = z
  .object({
    shoppingCardId: docId,
    status: z.enum(ORDER_STATUSES),
    trackingNumber: z.string().trim().min(1).max(60).optional(),
    lotTakes: lotTakes.optional(),
  })
  // A split is chosen only while reserving: that is when lots are taken.
  .refine((body) => !body.lotTakes || body.status === 'RESERVED', { path: ['lotTakes'], message: 'onlyWhenReserving' });

export type CardIdInput = z.input<typeof cardIdBody>;
export type GoodInCardInput = z.input<typeof goodInCardBody>;
export type GoodQuantityInput = z.input<typeof goodQuantityBody>;
export type ChangeStatusInput = z.input<typeof changeStatusBody>;

/** Active cards leave the list as the shop works on them, so their pages go by cursor, not offset. */
export const activePageBody = z.strictObject(pageCursor);
export const inactivePageBody = z.object({ skipCount: z.number().int().min(0).max(100_000).default(0) });

/** A card's line as the API presents it: as written when ordered, with the stock and price of this moment. */
export interface PresentedCardLine {
  goodId: string;
  quantityToSell: number;
  /** The unit price the customer agreed to, when the line was written. */
  price: number;
  discount: Discount;
  title: Localized;
  measurement: Measurement;
  mainImage: string | null;
  /** The dye lots this line's units came from, recorded when it was reserved (absent for plain stock). */
  lots?: LotTake[];
  /** Whether the stock of this moment covers the line (always true once the stock is taken). */
  available: boolean;
  /** The good's unit price now, discount applied; null when it is gone. A raised quantity re-prices the line at it. */
  currentUnitPrice: number | null;
}

/** Where the card goes; the carrier's refs are present when the place was chosen from its directory. */
export interface PresentedDelivery {
  carrier: Carrier;
  city: string;
  branch: string;
  trackingNumber: string | null;
  /** Nova Poshta's refs of the chosen settlement, city and branch. */
  novaPoshta?: { settlementRef: string; cityRef: string; warehouseRef: string };
  /** Nova Poshta's courier to this address (then `branch` is the address as one line). */
  novaPoshtaDoor?: NpDoorDelivery;
  /** The Ukrposhta office chosen from the classifier (absent for address delivery or free text). */
  ukrposhta?: { postOfficeId: string; postcode: string };
  /** The shop pays the carrier: the order reached the free-delivery sum when it was placed. */
  paidByShop?: boolean;
  /** Set with the move to SENT. */
  waybill?: CardWaybill;
  /** The latest parcel status the tracking run saw. */
  parcel?: CardParcelStatus;
}

/** A status the card reached; `actor` (`admin:<uid>`, `user:<uid>` or `guest`) is answered to the ADMIN only. */
export interface PresentedHistoryEntry {
  status: OrderStatus;
  /** ISO time. */
  at: string | null;
  actor?: string;
}

/** A message the shop sent the customer about the card (ADR 13). */
export interface PresentedSentMessage {
  kind: string;
  /** ISO time. */
  at: string | null;
}

/** A shopping card as every orders call answers it (functions/src/order-core/present.ts). */
export interface PresentedCard {
  _id: string;
  /** The display number. */
  shoppingCardId: number;
  status: OrderStatus;
  goods: PresentedCardLine[];
  /** The lines at their agreed prices. */
  total: number;
  /** Null for a guest's card. */
  userId: string | null;
  customer: { name: string; phone: string; email: string | null };
  delivery: PresentedDelivery;
  payment: PresentedPayment;
  comment: string | null;
  /** The customer's "same lot as my order №…" (a display number), or null. */
  sameLotAsOrder: number | null;
  history: PresentedHistoryEntry[];
  /** The messages the customer was sent, oldest first: answered to the ADMIN only. */
  sentMessages?: PresentedSentMessage[];
  /** ISO times. */
  createdAt: string | null;
  updatedAt: string | null;
}
