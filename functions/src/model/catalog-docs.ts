// The catalogue's documents: outer categories, categories, catalogs, main-page images and the
// search index's shards. Public read; written by the functions (docs/data-model.md).
import type { Localized } from '@domain/language';
import type { ALL_GOODS } from '@domain/links';
import type { Timestamp } from 'firebase-admin/firestore';
import type { FirestoreTime } from './collections';

export interface OuterCategoryDoc {
  name: string; // document id; the {outercategory} URL segment
  title: Localized;
  previewImage: string | null;
  order: number;
}

export interface CategoryDoc {
  name: string; // document id; the {category} URL segment
  outerCategory: string; // an outerCategories id, or NO_OUTER_CATEGORY
  title: Localized;
  order: number;
}

export interface SubCategory {
  _id: string;
  /** Base title; the URL segment is this with non-word characters stripped. */
  name: string;
  title: Localized;
  previewImage: string | null;
}

export interface CatalogDoc {
  category: string; // document id equals the category name
  outerCategory: string;
  title: Localized;
  previewImage: string | null;
  /** Absolute SPA path of the catalog card, computed by the link rules of docs/product.md, "Links". */
  link: string;
  subCategories: SubCategory[];
  /** Always ALL_GOODS: marks that the catalog has an all-goods card. */
  allGoods: typeof ALL_GOODS;
  description: Localized;
  order: number;
  /** How its listings show colours of yarn lines by default, a card per line or per colour; absent: 'colours'. */
  yarnListing?: 'lines' | 'colours';
}

export interface MainPageImageDoc {
  mainImage: string;
  mainImageBlured: string | null;
  order: number;
  /** Real text over the picture, per language; absent or empty: none. */
  title?: Localized;
  subtitle?: Localized;
  /** Where a click on the slide goes: a shop path or an https address (domain/slide.ts); absent or null: nowhere. */
  link?: string | null;
  /** From when, and until when, the slide shows (epoch ms; the ADMIN sets them in Kyiv time); absent or null: no bound. */
  showFromMs?: number | null;
  showUntilMs?: number | null;
  createdAt: FirestoreTime;
}

/**
 * One entry of the compact search index: [goodId, articul, title ua, title en, category,
 * subcategory, outerCategory], and for a colour of a yarn line [yarnLineId, line, colour code,
 * colour ua, colour en] after them (domain/search.ts).
 */
export type { SearchEntry } from '@domain/search';

/**
 * One shard of the search index. Firestore cannot hold an array inside an array, so the
 * entries are kept as one JSON string (which also spares Firestore from indexing thousands of
 * array items); functions/src/search/search-shard.ts encodes and decodes it.
 */
export interface SearchIndexDoc {
  shard: number;
  count: number;
  entriesJson: string;
  builtAt: FirestoreTime;
}

/** siteMeta/sitemap: the built map, and for which origin. */
export interface SitemapDoc {
  xml: string;
  urlCount: number;
  origin: string;
  builtAt: FirestoreTime;
}

/**
 * siteMeta/searchIndex: how fresh the stored shards are, and the rebuild running now. The
 * triggers on goods and yarn lines use it to let one rebuild cover a burst of writes
 * (functions/src/search/refresh-search-index.ts).
 */
export interface SearchIndexStateDoc {
  /** The read time of the goods and lines the stored shards were built from: every write up to it is in. */
  builtFrom?: Timestamp;
  /** The latest catalogue write the index must include, recorded while a rebuild ran. */
  wantedFrom?: Timestamp;
  /** The trigger delivery running the rebuilds, and until when its claim holds if it dies. */
  lease?: { holder: string; untilMs: number } | null;
  /** Rebuilds stored so far. */
  rebuilds?: number;
}
