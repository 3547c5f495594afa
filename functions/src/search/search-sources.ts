// What the index needs beside the goods: each yarn line's name and traits, and each catalog's
// titles with its sub-categories' titles, so that a good is found by where it sits and by what
// it is made of. Tens of documents, read whole once per rebuild; only these fields are kept.
import type { Firestore, Timestamp } from 'firebase-admin/firestore';
import type { Localized } from '@domain/language';
import { subCategorySegment } from '@domain/links';
import { isYarnWeightClass, type YarnWeightClass } from '@domain/yarn-weight-classes';
import { typedConverter } from '../model/converters';
import type { CatalogDoc, SubCategory } from '../model/catalog-docs';
import { COLLECTIONS } from '../model/types';
import type { YarnLineDoc } from '../model/yarn-line-docs';

export interface IndexedLine {
  /** Brand and line, 'Alize Superwash Comfort Socks'. */
  name: string;
  fibres: string[];
  weightClass: YarnWeightClass | null;
}

export interface IndexedCatalog {
  title: Localized;
  /** Sub-category titles by the URL segment a good stores in `subcategory`. */
  subCategories: ReadonlyMap<string, Localized>;
}

export interface SearchSources {
  lines: ReadonlyMap<string, IndexedLine>;
  /** By category name. */
  catalogs: ReadonlyMap<string, IndexedCatalog>;
}

export const NO_SOURCES: SearchSources = { lines: new Map(), catalogs: new Map() };

type LineFields = Pick<YarnLineDoc, 'brand' | 'name'> & Partial<Pick<YarnLineDoc, 'fibres' | 'weightClass'>>;
type CatalogFields = Pick<CatalogDoc, 'title'> & { subCategories?: readonly Pick<SubCategory, 'name' | 'title'>[] };

export function indexedLine(line: LineFields): IndexedLine {
  return {
    name: [line.brand, line.name].filter((part) => typeof part === 'string' && part !== '').join(' '),
    fibres: (line.fibres ?? []).map((part) => part.fibre),
    weightClass: isYarnWeightClass(line.weightClass) ? line.weightClass : null,
  };
}

export function indexedCatalog(catalog: CatalogFields): IndexedCatalog {
  return {
    title: catalog.title,
    subCategories: new Map((catalog.subCategories ?? []).map((sub) => [subCategorySegment(sub.name), sub.title])),
  };
}

const lineConverter = typedConverter<LineFields>();
const catalogConverter = typedConverter<Pick<CatalogDoc, 'title' | 'subCategories'>>();

/** The sources, and the older of the two reads' times: what a rebuild was built from. */
export async function readSearchSourcesAt(db: Firestore): Promise<{ sources: SearchSources; readTime: Timestamp }> {
  const [lines, catalogs] = await Promise.all([
    db.collection(COLLECTIONS.yarnLines).select('brand', 'name', 'fibres', 'weightClass').withConverter(lineConverter).get(),
    db.collection(COLLECTIONS.catalogs).select('title', 'subCategories').withConverter(catalogConverter).get(),
  ]);
  const readTime = lines.readTime.valueOf() <= catalogs.readTime.valueOf() ? lines.readTime : catalogs.readTime;
  return {
    sources: {
      lines: new Map(lines.docs.map((doc) => [doc.id, indexedLine(doc.data())])),
      catalogs: new Map(catalogs.docs.map((doc) => [doc.id, indexedCatalog(doc.data())])),
    },
    readTime,
  };
}

export async function readSearchSources(db: Firestore): Promise<SearchSources> {
  return (await readSearchSourcesAt(db)).sources;
}
