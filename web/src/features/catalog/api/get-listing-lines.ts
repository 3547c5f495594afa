import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { MAX_IDS_PER_QUERY } from '@domain/catalog-reader';
import { COLLECTIONS } from '@/config/firestore-collections';
import { catalogReader } from '@/lib/catalog-reader';
import { yarnLineKeys } from '@/lib/query-keys';
import type { Good } from '@/types/good';
import type { YarnLineView } from '@/types/yarn-line';
import { toYarnLine } from '@/utils/yarn-line-document';
import type { ListingLines } from '../utils/goods-filters';

/**
 * At most this many lines per listing: four `in` reads. A catalog with more lines shows the rest
 * from their colours' own fields (docs/data-model.md, "Yarn lines and dye lots").
 */
const MAX_LISTING_LINES = 4 * MAX_IDS_PER_QUERY;

/** The distinct lines of a listing's colours, the first MAX_LISTING_LINES of them by listing order. */
function listingLineIds(goods: readonly Good[]): string[] {
  const ids = new Set<string>();
  for (const good of goods) {
    if (good.yarnColour) ids.add(good.yarnColour.yarnLineId);
    if (ids.size === MAX_LISTING_LINES) break;
  }
  return [...ids];
}

async function getListingLines(ids: readonly string[]): Promise<YarnLineView[]> {
  const chunks: string[][] = [];
  for (let start = 0; start < ids.length; start += MAX_IDS_PER_QUERY) chunks.push(ids.slice(start, start + MAX_IDS_PER_QUERY));
  const docs = (await Promise.all(chunks.map((chunk) => catalogReader().list(COLLECTIONS.yarnLines, { ids: chunk })))).flat();
  return docs.map((doc) => toYarnLine(doc.id, doc.data)).filter((line): line is YarnLineView => line !== null);
}

const NONE: ListingLines = new Map();

/**
 * The lines of a listing's colours, read in both listing modes so that the filters (brand, fibre,
 * weight class from the line) agree whichever way the shopper looks. `ready` is false while they
 * are read; a failed read leaves the colours to their own fields.
 */
export function useListingLines(goods: readonly Good[]): { lines: ListingLines; ready: boolean } {
  const ids = listingLineIds(goods).sort();
  const query = useQuery({
    queryKey: yarnLineKeys.ofListing(ids),
    queryFn: () => getListingLines(ids),
    enabled: ids.length > 0,
  });
  const lines = useMemo<ListingLines>(() => (query.data ? new Map(query.data.map((line) => [line.id, line])) : NONE), [query.data]);
  if (ids.length === 0) return { lines: NONE, ready: true };
  return { lines, ready: query.data !== undefined || query.isError };
}
