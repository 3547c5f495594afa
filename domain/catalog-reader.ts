// The catalogue's public reads, described once for both sides: the browser answers them with
// Firestore Lite, the server renderer with firebase-admin. Each page's fetchers are written
// against this interface, so a page reads its data the same way wherever it is rendered.

/** A field equal to a value: the only comparison the catalogue's queries need. */
export interface FieldEquals {
  field: string;
  value: string | number | boolean;
}

export interface CatalogQuery {
  /** Every one holds. */
  where?: readonly FieldEquals[];
  /** At least one holds (Firestore's `or`). */
  anyOf?: readonly FieldEquals[];
  /** Documents with one of these ids: at most 30, Firestore's limit for `in`. */
  ids?: readonly string[];
  orderBy?: { field: string; direction: 'asc' | 'desc' };
  limit?: number;
}

export interface CatalogDocument {
  id: string;
  data: Record<string, unknown>;
}

export interface CatalogReader {
  /** One document, or null when there is none. */
  get(collection: string, id: string): Promise<CatalogDocument | null>;
  list(collection: string, query?: CatalogQuery): Promise<CatalogDocument[]>;
}

/** Firestore's limit for an `in` filter. */
export const MAX_IDS_PER_QUERY = 30;

/** JSON with object keys sorted, so the same query written in another key order is the same read. */
function stableJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(stableJson).join(',')}]`;
  if (value && typeof value === 'object') {
    const entries = Object.entries(value).filter(([, v]) => v !== undefined).sort(([a], [b]) => a.localeCompare(b));
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${stableJson(v)}`).join(',')}}`;
  }
  return JSON.stringify(value);
}

/** One key per distinct read, for readers that keep or replay answers. */
export const getKey = (collection: string, id: string): string => `get ${collection}/${id}`;
export const listKey = (collection: string, query: CatalogQuery = {}): string => `list ${collection} ${stableJson(query)}`;
