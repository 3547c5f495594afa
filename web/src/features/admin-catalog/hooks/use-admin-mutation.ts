// Every catalogue change ends the same way: the storefront's cached lists that it may touch are
// refetched (every query key starts with its collection, lib/query-keys.ts), and the search index with them.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useApiErrorText } from '@/hooks/use-api-error-text';
import type { ErrorTextPolicy } from '@/lib/error-text';
import type { QueryRoot } from '@/lib/query-keys';

/** The collections (query roots, lib/query-keys.ts) whose cached reads a catalogue change may touch. */
export type CacheScope = Extract<QueryRoot, 'outerCategories' | 'catalogs' | 'goods' | 'searchIndex' | 'mainPageImages' | 'yarnLines'>;

/** The API's own (translated) message for its refusals; ours when the shop could not be reached or failed. */
export const ADMIN_ERRORS: ErrorTextPolicy = { fallback: 'adminCatalog.error.generic' };

const ALL_SCOPES: CacheScope[] = ['outerCategories', 'catalogs', 'goods', 'searchIndex', 'yarnLines'];

/**
 * Reads the scope again. A read begun before the change cannot hold it, and invalidating a query
 * whose first read is still under way only waits for that read: so such reads are cancelled first.
 */
async function reread(client: ReturnType<typeof useQueryClient>, scope: CacheScope): Promise<void> {
  await client.cancelQueries({ queryKey: [scope] });
  await client.invalidateQueries({ queryKey: [scope] });
}

export function useAdminMutation<TInput, TResult>(call: (input: TInput) => Promise<TResult>, scopes: CacheScope[] = ALL_SCOPES) {
  const client = useQueryClient();
  const errorText = useApiErrorText(ADMIN_ERRORS);
  const [error, setError] = useState<string | null>(null);
  const mutation = useMutation({
    mutationFn: call,
    onMutate: () => setError(null),
    onSuccess: async () => {
      await Promise.all(scopes.map((scope) => reread(client, scope)));
    },
    onError: (failure) => setError(errorText(failure)),
  });
  return { ...mutation, error };
}
