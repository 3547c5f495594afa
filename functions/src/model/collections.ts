// Every Firestore collection: the catalogue's (domain/collections.ts, shared with the SPA) and the
// ones only the functions touch. Kept apart so that the SPA's bundle carries only its own names.
import { PUBLIC_COLLECTIONS } from '@domain/collections';

export const COLLECTIONS = {
  ...PUBLIC_COLLECTIONS,
  shoppingCards: 'shoppingCards',
  users: 'users',
  usernames: 'usernames',
  callbackRequests: 'callbackRequests',
  mail: 'mail',
  counters: 'counters',
  /** Blocks of display numbers, one document per block (functions/src/orders/number-blocks.ts). */
  shoppingCardNumbers: 'shoppingCardNumbers',
  shoppingCardRequests: 'shoppingCardRequests',
  loginAttempts: 'loginAttempts',
  /** Request counts of the public writes' rate limits (functions/src/http/rate-limit.ts). Functions only. */
  rateLimits: 'rateLimits',
  /** Built artefacts such as the site map (siteMeta/sitemap). Functions only. */
  siteMeta: 'siteMeta',
  /** The shop's settings edited by the ADMIN: settings/shipping (domain/shipping.ts). Functions only. */
  settings: 'settings',
  /** One entry per ADMIN change, written by the audit triggers (audit-log/); an ADMIN may read. Kept a year. */
  auditLog: 'auditLog',
  /** One marker per customer message sent, `{cardId}:{key}`: each is sent once (customer-messages/). Functions only. */
  customerMessages: 'customerMessages',
  /** One document per money move of a card payment (held, finalized, released, refunded), by Kyiv day: the daily summary. Functions only. */
  paymentEvents: 'paymentEvents',
  /** One document per change of a good's stock, by the trigger on goods (catalog-effects/). Functions only. */
  stockEvents: 'stockEvents',
  /** A customer's asked-for new email, `{sha256 of the mailed token}`, until the link is followed (auth/email-change.ts). Functions only. */
  emailChanges: 'emailChanges',
  /** Back-in-stock subscriptions: their mailboxes, the subscriptions and a waiting count per good (stock-watch/). Functions only. */
  stockWatchMailboxes: 'stockWatchMailboxes',
  stockWatches: 'stockWatches',
  stockWatchCounts: 'stockWatchCounts',
  /** The owner's dashboard summaries: `current`, `lowStock` and `month-yyyy-mm` (owner-figures/). Functions write; an ADMIN may read. */
  ownerFigures: 'ownerFigures',
  /** Per card, the counters it last added to ownerFigures, so a change adds only its difference. Functions only. */
  ownerFigureCards: 'ownerFigureCards',
  /** One outbox document per alert to the owner in Telegram, keyed by the event (owner-alerts/). Functions only. */
  ownerAlerts: 'ownerAlerts',
  /** What the ADMIN removed from the catalogue, whole, for 30 days (bin/; model/bin-docs.ts). Functions only. */
  bin: 'bin',
} as const;

/** Firestore Timestamp on read; a server timestamp sentinel or Date on write. */
export type FirestoreTime = unknown;
