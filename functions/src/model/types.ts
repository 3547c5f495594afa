// Firestore document shapes. The words follow docs/product.md, "Words" (outerCategory, articul,
// quantityToSell, shoppingCardId) so the spec, the data and the code read alike.
// docs/data-model.md explains each collection, who may touch it and why.

// Languages, and texts in every language (kept inside the document they translate: one read, not two).
import type { Localized } from '@domain/language';
import type { CardParcelStatus, CardWaybill } from '@domain/shipping';
import type { LotTake, YarnColourFields } from './yarn-line-docs';

export { LANGUAGES, type Language, type Localized } from '@domain/language';

/** The group of categories that sit directly under the catalog menu (docs/product.md, "Words"). */
export const NO_OUTER_CATEGORY = 'noOuterCategory';
/** Sub-category segment that means "every good of the catalog". */
export const ALL_GOODS = 'allgoods';

export const COLLECTIONS = {
  outerCategories: 'outerCategories',
  categories: 'categories',
  catalogs: 'catalogs',
  goods: 'goods',
  mainPageImages: 'mainPageImages',
  shoppingCards: 'shoppingCards',
  users: 'users',
  usernames: 'usernames',
  callbackRequests: 'callbackRequests',
  mail: 'mail',
  counters: 'counters',
  /** Blocks of display numbers, one document per block (functions/src/orders/number-blocks.ts). */
  shoppingCardNumbers: 'shoppingCardNumbers',
  shoppingCardRequests: 'shoppingCardRequests',
  searchIndex: 'searchIndex',
  loginAttempts: 'loginAttempts',
  /** Request counts of the public writes' rate limits (functions/src/http/rate-limit.ts). Functions only. */
  rateLimits: 'rateLimits',
  /** Built artefacts such as the site map (siteMeta/sitemap). Functions only. */
  siteMeta: 'siteMeta',
  /** Yarn lines: shared attributes and a short entry per colour (model/yarn-line-docs.ts). Public read. */
  yarnLines: 'yarnLines',
  /** The shop's settings edited by the ADMIN: settings/shipping (domain/shipping.ts). Functions only. */
  settings: 'settings',
} as const;

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

export const MEASUREMENTS = ['skein', 'bobbin', 'piece'] as const;
export type Measurement = (typeof MEASUREMENTS)[number];

export const GOOD_KINDS = ['skeinYarn', 'bobbinYarn', 'finishedItem', 'accessory'] as const;
export type GoodKind = (typeof GOOD_KINDS)[number];

export const WEIGHT_CLASSES = ['lace', 'fingering', 'sport', 'dk', 'worsted', 'aran', 'bulky', 'superBulky'] as const;
export type WeightClass = (typeof WEIGHT_CLASSES)[number];

export interface FibrePart {
  fibre: string; // a key such as 'merino', 'cotton', 'acrylic' (translated in the SPA)
  percent: number;
}

/** What a yarn buyer chooses by. Absent on finished items. */
export interface YarnAttributes {
  brand: string;
  fibres: FibrePart[]; // percentages add up to 100
  weightClass: WeightClass;
  /** Skein yarn: grams and metres per skein. */
  skeinWeightGrams: number | null;
  skeinLengthMeters: number | null;
  /** Bobbin yarn is sold by weight: metres per 100 g. */
  metersPer100g: number | null;
  needleSizeMm: string | null; // '3-4'
  hookSizeMm: string | null;
  colour: Localized;
  colourHex: string;
  dyeLot: string | null;
}

export interface Discount {
  hasDiscount: boolean;
  amount: number; // percent, 0..99
}

export interface GoodDoc extends YarnColourFields {
  title: Localized;
  description: Localized;
  kind: GoodKind;
  /** Unit of measure; `measurementCount` units are sold per step (100 g of bobbin yarn, 1 skein). */
  measurement: Measurement;
  measurementCount: number;
  outerCategory: string;
  category: string;
  /** Sub-category URL segment, or ALL_GOODS when the good sits in no sub-category. */
  subcategory: string;
  mainImage: string | null;
  images: string[];
  price: number; // UAH, whole hryvnias
  discount: Discount;
  popular: boolean;
  newGoodState: boolean;
  quantity: number; // stock on hand
  articul: string;
  /** One item's shipping weight with its wrapping, in grams; absent means domain/shipping.ts's default. */
  weightGrams?: number;
  yarn: YarnAttributes | null;
  archived: boolean; // kept for old shopping cards after a deletion
  createdAt: FirestoreTime;
  updatedAt: FirestoreTime;
}

export interface MainPageImageDoc {
  mainImage: string;
  mainImageBlured: string | null;
  order: number;
  createdAt: FirestoreTime;
}

export const ORDER_STATUSES = ['UNCONFIRMED', 'RESERVED', 'CONFIRMED', 'SENT', 'COMPLETED', 'CANCELLED'] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

export interface ShoppingCardLine {
  goodId: string;
  quantityToSell: number;
  /** Snapshot when the line was written: the price the customer agreed to. */
  price: number;
  discount: Discount;
  title: Localized;
  measurement: Measurement;
  mainImage: string | null;
  /** The dye lots this line's units came from, recorded when it was reserved (absent for plain stock). */
  lots?: LotTake[];
}

export interface ShoppingCardDoc {
  shoppingCardId: number; // display number, from a block in shoppingCardNumbers
  status: OrderStatus;
  goods: ShoppingCardLine[];
  /** The goods' ids, kept beside the lines so a query can find the cards that name a good. */
  goodIds: string[];
  userId: string | null; // null for a guest: reachable only by the unguessable document id
  customer: { name: string; phone: string; email: string | null };
  delivery: {
    carrier: 'novaposhta' | 'ukrposhta';
    city: string;
    branch: string;
    trackingNumber: string | null;
    /** Nova Poshta's refs of the chosen settlement, city and branch, checked against the directory's copy. */
    novaPoshta?: { settlementRef: string; cityRef: string; warehouseRef: string };
    /** The Ukrposhta office chosen from the classifier's copy (absent for address delivery or free text). */
    ukrposhta?: { postOfficeId: string; postcode: string };
    /** Set with the move to SENT (domain/shipping.ts). */
    waybill?: CardWaybill;
    /** The latest parcel status the tracking run saw. */
    parcel?: CardParcelStatus;
  };
  payment: 'cod';
  comment: string | null;
  /** "Same lot as my order №…": reserving prefers the lots that order's yarn came from. */
  sameLotAsOrder?: number | null;
  idempotencyKey: string;
  history: { status: OrderStatus; at: FirestoreTime; actor: string }[];
  createdAt: FirestoreTime;
  updatedAt: FirestoreTime;
}

/** shoppingCardRequests/{idempotencyKey}: the card a checkout attempt created (orders issue). */
export interface ShoppingCardRequestDoc {
  cardId: string;
  shoppingCardId: number;
  /** Hash of the request body: the same key with a different order is refused, not answered. */
  requestHash: string;
  createdAt: FirestoreTime;
}

export interface UserDoc {
  username: string;
  usernameLower: string;
  email: string;
  phone: string | null;
  roles: string[]; // ['USER'] or ['ADMIN', ...]; mirrors the custom claim for display
  shoppingCards: string[]; // shopping card document ids
  /** Auth holds this account's password sealed (functions/src/auth/password-seal.ts). */
  passwordSealed?: boolean;
  createdAt: FirestoreTime;
}

/** `usernames/{usernameLower}`: reserves a user name case-insensitively. */
export interface UsernameDoc {
  uid: string;
}

/** `loginAttempts/{sha256 of account or address}`: failed logins in the current window. */
export interface LoginAttemptsDoc {
  count: number;
  windowStartMs: number;
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
  message: { subject: string; text: string; html?: string };
  createdAt: FirestoreTime;
}

export interface CounterDoc {
  value: number;
}

/** `shoppingCardNumbers/{first}`: the display numbers first .. first + size - 1, claimed by one instance. */
export interface ShoppingCardNumberBlockDoc {
  first: number;
  size: number;
  claimedAt: FirestoreTime;
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

/** Firestore Timestamp on read; a server timestamp sentinel or Date on write. */
export type FirestoreTime = unknown;
