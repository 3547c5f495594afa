// The back-in-stock subscriptions (functions/src/stock-watch/, docs/data-model.md "Back in stock"):
// one document per mailbox, one per subscription, and one counter per good. Functions only.
import type { Language } from '@domain/language';
import type { FirestoreTime } from './collections';

/**
 * `stockWatchMailboxes/{mailboxId}`: one per mailbox (`mailboxKey`, hashed into the id). Holds the
 * address mails go to, the pending confirmation and the unsubscribe token every mail carries.
 */
export interface StockWatchMailboxDoc {
  /** As the shopper typed it, trimmed: mails go here. */
  email: string;
  language: Language;
  /** sha256 of the last confirmation link's token; null once no confirmation is pending. */
  confirmTokenHash: string | null;
  /** When the last confirmation mail was queued: at most one a day while it stays unconfirmed. */
  confirmationSentAt: FirestoreTime | null;
  /** When the address last confirmed a link. */
  confirmedAt: FirestoreTime | null;
  /**
   * The unsubscribe link's token, kept in the clear: a back-in-stock mail, sent long after the
   * subscription, must carry it. Only the functions read this collection.
   */
  unsubscribeToken: string;
  createdAt: FirestoreTime;
}

/** pending: waits for the address's confirmation; waiting: confirmed, counted; sent and ended: over. */
export type StockWatchStatus = 'pending' | 'waiting' | 'sent' | 'ended';

/** `stockWatches/{id}`: one subscription, its id the mailbox, the good and the form (a second one is the same document). */
export interface StockWatchDoc {
  mailboxId: string;
  goodId: string;
  /** The lot form: one dye lot of at least this many; null for "when it is back". */
  minSkeins: number | null;
  status: StockWatchStatus;
  language: Language;
  createdAt: FirestoreTime;
  confirmedAt?: FirestoreTime;
  /** The stock event that satisfied it: the mail was queued with this status. */
  sentFor?: string;
  endedAt?: FirestoreTime;
}

/** `stockWatchCounts/{goodId}`: how many confirmed subscriptions wait for the good, kept by every status move. */
export interface StockWatchCountDoc {
  goodId: string;
  waiting: unknown;
  updatedAt: FirestoreTime;
}
