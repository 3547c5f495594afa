// Fills the local emulators with the shop's catalogue, pictures, accounts and search index.
// Idempotent: fixed ids, fixed dates and seeded randomness, so running it twice leaves
// exactly the same documents. `npm start` calls it until the local data holds a finished seed.
import './emulators-only.ts';
import { db } from '../../functions/src/admin.ts';
import { COLLECTIONS } from '../../functions/src/model/collections.ts';
import { rebuildSearchIndex } from '../../functions/src/search/build-search-index.ts';
import { rebuildOwnerFigures } from '../../functions/src/owner-figures/rebuild-owner-figures.ts';
import { seedAccounts } from './accounts.ts';
import { buildCatalog } from './catalog/catalog.ts';
import { ensureShoppingCardCounter } from './counters.ts';
import { catalogWrites } from './documents.ts';
import { seedImages } from './seed-images.ts';
import { ensurePaymentSettings, ensureShippingSettings } from './shipping-settings.ts';
import { recordSeedFinished } from './seed-state.ts';
import { withTriggersPaused } from './triggers-paused.ts';
import { writeDocuments } from './write-documents.ts';

/** The search index of the seed counts as built at this moment, so re-seeding rewrites it identically. */
const SEARCH_INDEX_BUILT_AT = new Date(Date.UTC(2025, 0, 6, 8, 0, 0));

export interface SeedSummary {
  outerCategories: number;
  categories: number;
  catalogs: number;
  subCategories: number;
  goods: number;
  yarnLines: number;
  mainPageImages: number;
  users: number;
  searchIndexEntries: number;
  images: number;
  imageBytes: number;
  seconds: number;
}

export async function seed(options: { log: (line: string) => void }): Promise<SeedSummary> {
  const { log } = options;
  const started = performance.now();
  const elapsed = (): string => `${((performance.now() - started) / 1000).toFixed(1)} s`;

  const catalog = buildCatalog();
  // Accounts go to other services than the pictures: do both at once.
  const [images, users] = await Promise.all([seedImages(catalog), seedAccounts()]);
  log(`  seed: ${images.urls.size} image files (${(images.bytes / 1_048_576).toFixed(1)} MB) and ${users} accounts, ${elapsed()}`);

  const writes = catalogWrites(catalog, images);
  await withTriggersPaused(() => writeDocuments(db, writes));
  const counter = await ensureShoppingCardCounter(db);
  const shippingSettingsWritten = await ensureShippingSettings();
  await ensurePaymentSettings();
  const searchIndexEntries = await rebuildSearchIndex(db, { builtAt: SEARCH_INDEX_BUILT_AT });
  // The dashboard's summaries from the orders and goods there are (its low stock, on a fresh seed).
  await rebuildOwnerFigures();
  // Last: local data that holds this record holds the whole seed (./seed-state.ts).
  await recordSeedFinished(db);

  const count = (collection: string): number => writes.filter((w) => w.path.startsWith(`${collection}/`)).length;
  const summary: SeedSummary = {
    outerCategories: count(COLLECTIONS.outerCategories),
    categories: count(COLLECTIONS.categories),
    catalogs: count(COLLECTIONS.catalogs),
    subCategories: catalog.categories.reduce((sum, c) => sum + c.subCategories.length, 0),
    goods: count(COLLECTIONS.goods),
    yarnLines: count(COLLECTIONS.yarnLines),
    mainPageImages: count(COLLECTIONS.mainPageImages),
    users,
    searchIndexEntries,
    images: images.urls.size,
    imageBytes: images.bytes,
    seconds: Number(((performance.now() - started) / 1000).toFixed(1)),
  };
  log(
    `  seed: ${summary.outerCategories} outer categories, ${summary.categories} categories, ${summary.subCategories} sub-categories, ` +
      `${summary.goods} goods, ${summary.yarnLines} yarn lines, ${summary.mainPageImages} main-page images, ${summary.searchIndexEntries} search entries; ` +
      `shopping card counter ${counter}; sender settings ${shippingSettingsWritten ? 'written' : 'kept'}; done in ${elapsed()}`,
  );
  return summary;
}

