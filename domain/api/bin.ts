// The bin (docs/product.md, "Admin: the bin"): what the ADMIN removed from the catalogue waits
// there for BIN_DAYS before it is deleted for good, and can be put back meanwhile.
import { z } from 'zod';
import type { Localized } from '../language';
import { NameSchema } from './catalog-admin';
import { isDocumentId } from './ids';

export const BIN_DAYS = 30;

/** What a bin entry holds: one of the catalogue's removable things. */
export type BinKind = 'outerCategory' | 'categorySection' | 'subCategory' | 'good' | 'yarnLine' | 'slide';

/** What a restore needs chosen when the place the thing came from is gone. */
export type BinPlaceKind = 'outerCategory' | 'category';

/** One entry as the ADMIN's page lists it. */
export interface BinEntryView {
  id: string;
  kind: BinKind;
  /** The thing's name as the shop showed it (or its id when it had no title). */
  title: Localized;
  /** Where it was: an outer category or a category's id; null when it had no parent place. */
  place: string | null;
  removedAtMs: number;
  expiresAtMs: number;
  removedBy: { uid: string; email: string | null };
  /** How many goods came into the bin with it (deleted, or archived because an order names them). */
  goods: number;
}

/** A Firestore id: `__…__` ids are reserved and refused before any read. */
const EntryIdSchema = z.string().regex(/^[\w-]{1,100}$/).refine(isDocumentId);

export const BinListSchema = z.object({
  /** The last entry's id of the page before; absent: the newest page. */
  after: EntryIdSchema.optional(),
});

export const RestoreFromBinSchema = z.object({
  entryId: EntryIdSchema,
  /** Where to put it instead, when the place it came from is gone: an outer category (or noOuterCategory) or a category. */
  place: NameSchema.optional(),
});

export const BIN_PAGE_SIZE = 20;
