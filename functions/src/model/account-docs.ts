// Accounts and the shop's other functions-only records: profiles, user names, login attempts,
// rate-limit counts, callback requests and the mail outbox (docs/data-model.md).
import type { SavedPlace } from '@domain/api/profile';
import type { FirestoreTime } from './collections';

export interface UserDoc {
  username: string;
  usernameLower: string;
  email: string;
  phone: string | null;
  roles: string[]; // ['USER'] or ['ADMIN', ...]; mirrors the custom claim for display
  shoppingCards: string[]; // shopping card document ids
  /** The recipient's name the customer last gave at checkout, when it read as a first and last name; checkout starts from it. */
  realName?: string | null;
  /** When the email last changed by a followed link (auth/email-change.ts). */
  emailChangedAt?: FirestoreTime;
  /** Up to five delivery places she saved (domain/saved-places.ts), oldest first. */
  savedPlaces?: SavedPlace[];
  /** Auth holds this account's password sealed (functions/src/auth/password-seal.ts). */
  passwordSealed?: boolean;
  createdAt: FirestoreTime;
}

/** `emailChanges/{sha256 of token}`: a new address waiting for its owner to follow the mailed link. */
export interface EmailChangeDoc {
  uid: string;
  newEmail: string;
  /** The link stops working then; a TTL policy on this field may delete the document. */
  expiresAt: FirestoreTime;
}

/** `usernames/{usernameLower}`: reserves a user name case-insensitively. */
export interface UsernameDoc {
  uid: string;
}

/** `loginAttempts/{sha256 of pair, address or account}`: failed logins in the current window. */
export interface LoginAttemptsDoc {
  count: number;
  windowStartMs: number;
  /** An account's only: no guess without a known device before this moment (growing delays). */
  notBeforeMs?: number;
  /** When the window ends: a TTL policy on this field may delete old documents. */
  expiresAt: FirestoreTime;
}

/** `rateLimits/{hash of rule and key}-{window seconds}-{window index}`: requests counted in one window. */
export interface RateLimitDoc {
  rule: string;
  windowSeconds: number;
  window: number;
  /** A number on read; written as an atomic increment. */
  count: unknown;
  /** When the window ends: a TTL policy on this field deletes the document afterwards. */
  expiresAt: FirestoreTime;
}

export interface CallbackRequestDoc {
  clientName: string;
  clientPhone: string;
  done: boolean;
  createdAt: FirestoreTime;
  /** Set by POST /api/markcallbackdone: when and by which ADMIN (uid). */
  doneAt?: FirestoreTime;
  doneBy?: string;
}

/** Document format of the Firebase 'Trigger Email' extension. */
export interface MailDoc {
  to: string | string[];
  message: { subject: string; text: string; html?: string; headers?: Record<string, string> };
  createdAt: FirestoreTime;
}
