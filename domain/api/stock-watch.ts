// Request bodies and answers of the back-in-stock subscriptions (docs/api.md, "Back in stock"):
// the functions validate with these schemas and the SPA types its calls from them.
import { z } from 'zod';
import { STOCK_WATCH_MAX_SKEINS } from '../stock-watch';
import { documentId } from './ids';

/**
 * POST /api/watchstock. `email` is left out by a signed-in shopper (her account's is used);
 * `minSkeins` makes it the lot form: one lot that can supply that many. Its content (the
 * email's form) is checked by the handler, so that a malformed one gets its own code.
 */
export const stockWatchSchema = z.strictObject({
  goodId: documentId,
  email: z.string().max(320).optional(),
  minSkeins: z.number().int().min(1).max(STOCK_WATCH_MAX_SKEINS).optional(),
});
export type StockWatchBody = z.infer<typeof stockWatchSchema>;

/** The two parts of a confirm or unsubscribe link: the mailbox's id and its secret token. */
export const stockWatchLinkSchema = z.strictObject({
  mailbox: z.string().regex(/^[0-9a-f]{40}$/),
  token: z.string().regex(/^[A-Za-z0-9_-]{43}$/),
});
export type StockWatchLink = z.infer<typeof stockWatchLinkSchema>;

/**
 * The answer to a subscription. A guest always hears "check your mail", whether the address was
 * new, waiting already or confirmed long ago; only a signed-in shopper's own address is waiting at once.
 */
export interface StockWatchAnswer {
  ok: true;
  confirmationNeeded: boolean;
}

/** One colour in the ADMIN's list of the longest waits. */
export interface StockWatchCountView {
  goodId: string;
  title: { ua: string; en: string };
  articul: string;
  quantity: number;
  waiting: number;
}
