// `bin/{entryId}` and `bin/{entryId}/parts/{n}`: a removed piece of the catalogue, kept whole for
// 30 days so that it can be put back (docs/data-model.md, "bin"). The entry says what and where;
// its parts hold the removed documents, split so that none passes Firestore's 1 MiB.
import type { Timestamp } from 'firebase-admin/firestore';
import type { BinKind } from '@domain/api/bin';
import type { Localized } from '@domain/language';
import type { SubCategory } from './catalog-docs';

/** A removed document as it was, at its path. */
export interface BinStoredDoc {
  path: string;
  data: Record<string, unknown>;
}

/** What a restore needs besides the stored documents, by kind. */
export interface BinRestoreData {
  /** An outer category's categories, moved to the top-level group by its removal. */
  movedCategories?: string[];
  /** Goods left in place, archived, because an order names them. */
  archivedGoods?: string[];
  /** A sub-category as it stood in its catalog, its index there, and the goods moved to all-goods. */
  subCategory?: { sub: SubCategory; index: number; movedGoods: string[] };
}

export interface BinEntryDoc {
  kind: BinKind;
  title: Localized;
  /** The removed document the entry stands for (a sub-category: its catalog), for the audit log's reader. */
  collection: string;
  docId: string;
  /** The parent it came from: an outer category (a section), a category (a good, a sub-category); null: none. */
  place: string | null;
  restore: BinRestoreData;
  /** How many `parts` documents hold the stored documents. */
  parts: number;
  /** How many goods came with it (deleted or archived). */
  goods: number;
  /** The pictures its documents named: deleted at expiry unless something else still shows them. */
  pictures: string[];
  removedAt: Timestamp;
  expiresAt: Timestamp;
  removedBy: { uid: string; email: string | null };
}

export interface BinPartDoc {
  docs: BinStoredDoc[];
}
