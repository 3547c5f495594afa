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
const ADMIN_ERRORS: ErrorTextPolicy = { fallback: 'adminCatalog.error.generic' };

const ALL_SCOPES: CacheScope[] = ['outerCategories', 'catalogs', 'goods', 'searchIndex', 'yarnLines'];

export function useAdminMutation<TInput, TResult>(call: (input: TInput) => Promise<TResult>, scopes: CacheScope[] = ALL_SCOPES) {
  const client = useQueryClient();
  const errorText = useApiErrorText(ADMIN_ERRORS);
  const [error, setError] = useState<string | null>(null);
  const mutation = useMutation({
    mutationFn: call,
    onMutate: () => setError(null),
    onSuccess: async () => {
      await Promise.all(scopes.map((key) => client.invalidateQueries({ queryKey: [key] })));
    },
    onError: (failure) => setError(errorText(failure)),
  });
  return { ...mutation, error };
}
