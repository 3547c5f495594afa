// The yarn lines the good form chooses from, and the ADMIN's line calls (docs/api.md, "Catalogue editing").
import { queryOptions, useQuery } from '@tanstack/react-query';
import { COLLECTIONS } from '@/config/firestore-collections';
import { callApi } from '@/lib/api-client';
import { catalogReader } from '@/lib/catalog-reader';
import { yarnLineKeys } from '@/lib/query-keys';
import type { YarnLineView } from '@/types/yarn-line';
import { toYarnLine } from '@/utils/yarn-line-document';
import type { YarnLinePayload } from '../utils/yarn-line-values';

/** Every line, by brand and name; a shop has tens of them. */
async function getAdminYarnLines(): Promise<YarnLineView[]> {
  const docs = await catalogReader().list(COLLECTIONS.yarnLines);
  return docs
    .map((doc) => toYarnLine(doc.id, doc.data))
    .filter((line): line is YarnLineView => line !== null)
    .sort((a, b) => `${a.brand} ${a.name}`.localeCompare(`${b.brand} ${b.name}`));
}

const adminYarnLinesQuery = () => queryOptions({ queryKey: yarnLineKeys.admin(), queryFn: getAdminYarnLines });
export const useAdminYarnLines = () => useQuery(adminYarnLinesQuery());

export const saveYarnLine = (body: YarnLinePayload) => callApi('/api/saveyarnline', body);
