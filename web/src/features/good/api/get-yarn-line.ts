import { queryOptions, useQuery } from '@tanstack/react-query';
import { COLLECTIONS } from '@/config/firestore-collections';
import { catalogReader } from '@/lib/catalog-reader';
import { yarnLineKeys } from '@/lib/query-keys';
import type { YarnLineView } from '@/types/yarn-line';
import { toYarnLine } from '@/utils/yarn-line-document';

/** A yarn line with a short entry per colour: one read draws every swatch (ADR 4). */
async function getYarnLine(id: string): Promise<YarnLineView | null> {
  const doc = await catalogReader().get(COLLECTIONS.yarnLines, id);
  return doc ? toYarnLine(doc.id, doc.data) : null;
}

function getYarnLineQueryOptions(id: string) {
  return queryOptions({ queryKey: yarnLineKeys.one(id), queryFn: () => getYarnLine(id) });
}

/** The line of a colour; idle (never read) for a good that is not a colour of a line. */
export function useYarnLine(id: string | null) {
  return useQuery({ ...getYarnLineQueryOptions(id ?? ''), enabled: id !== null });
}
