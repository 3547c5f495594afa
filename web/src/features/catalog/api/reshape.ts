// Firestore documents of the catalogue become the app's types here, and nowhere else.
import { NO_OUTER_CATEGORY, YARN_LISTINGS, type Catalog, type OuterCategory, type SubCategory } from '@/types/catalog';
import {
  isRecord,
  readArray,
  readLocalized,
  readNumber,
  readOptionalString,
  readString,
  type DocumentFields,
} from '@/utils/document-fields';
import { oneOf } from '@domain/one-of';

export function toOuterCategory(id: string, data: DocumentFields): OuterCategory {
  const name = readString(data.name, id) || id;
  return {
    name,
    title: readLocalized(data.title, name),
    previewImage: readOptionalString(data.previewImage),
    order: readNumber(data.order, Number.MAX_SAFE_INTEGER),
  };
}

function toSubCategory(value: unknown, index: number): SubCategory | null {
  if (!isRecord(value)) return null;
  const title = readLocalized(value.title, readString(value.name));
  const name = readString(value.name) || title.ua;
  // Without a name there is no URL segment to link to.
  if (name === '') return null;
  return {
    id: readString(value._id) || `${index}`,
    name,
    title,
    previewImage: readOptionalString(value.previewImage),
  };
}

export function toCatalog(id: string, data: DocumentFields): Catalog {
  const category = readString(data.category, id) || id;
  return {
    category,
    outerCategory: readString(data.outerCategory) || NO_OUTER_CATEGORY,
    title: readLocalized(data.title, category),
    previewImage: readOptionalString(data.previewImage),
    subCategories: readArray(data.subCategories)
      .map(toSubCategory)
      .filter((sub): sub is SubCategory => sub !== null),
    description: readLocalized(data.description),
    order: readNumber(data.order, Number.MAX_SAFE_INTEGER),
    // Absent on every catalog made before lines: those keep listing every colour.
    yarnListing: oneOf(YARN_LISTINGS, data.yarnListing, 'colours'),
  };
}

/** Display order: by `order`, then by name so that ties never shuffle between loads. */
export function byOrder<T extends { order: number }>(key: (item: T) => string) {
  return (a: T, b: T) => a.order - b.order || key(a).localeCompare(key(b));
}
