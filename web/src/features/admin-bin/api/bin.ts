// The ADMIN's bin (docs/api.md, "The bin"): its entries a page at a time, newest first, and
// "restore", which may answer BIN_PLACE_GONE when the place it came from is gone.
import { infiniteQueryOptions, useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { BinEntryView, BinPlaceKind } from '@domain/api/bin';
import { callApi } from '@/lib/api-client';
import { catalogReader } from '@/lib/catalog-reader';
import { COLLECTIONS } from '@/config/firestore-collections';
import { binKeys, catalogKeys, goodsKeys, mainPageImageKeys, outerCategoryKeys, yarnLineKeys } from '@/lib/query-keys';

interface BinPage {
  entries: BinEntryView[];
  hasMore: boolean;
}

function binQueryOptions() {
  return infiniteQueryOptions({
    queryKey: binKeys.list(),
    queryFn: ({ pageParam }): Promise<BinPage> => callApi('/api/getbin', pageParam ? { after: pageParam } : {}),
    initialPageParam: null as string | null,
    getNextPageParam: (last: BinPage) => (last.hasMore ? (last.entries.at(-1)?.id ?? undefined) : undefined),
  });
}

export function useBin() {
  return useInfiniteQuery(binQueryOptions());
}

/** A restore puts catalogue documents back: every cached read of them is refetched. */
const RESTORED = [binKeys.root, catalogKeys.root, outerCategoryKeys.root, goodsKeys.root, yarnLineKeys.root, mainPageImageKeys.root];

export function useRestoreFromBin() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: { entryId: string; place?: string }) => callApi('/api/restorefrombin', input),
    onSuccess: () => Promise.all(RESTORED.map((queryKey) => queryClient.invalidateQueries({ queryKey }))),
  });
}

interface PlaceOption {
  name: string;
  title: { ua: string; en: string } | null;
}

/** Where a restore may put a thing whose place is gone: the outer categories, or the categories (their catalogs). */
export function usePlaceOptions(kind: BinPlaceKind | null) {
  return useQuery({
    queryKey: binKeys.places(kind),
    enabled: kind !== null,
    queryFn: async (): Promise<PlaceOption[]> => {
      const docs = await catalogReader().list(kind === 'outerCategory' ? COLLECTIONS.outerCategories : COLLECTIONS.catalogs);
      return docs.map((doc) => ({ name: doc.id, title: (doc.data.title as PlaceOption['title']) ?? null }));
    },
  });
}
