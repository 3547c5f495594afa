// Every catalogue change ends the same way: the storefront's cached lists that it may touch are
// refetched (every query key starts with its collection, lib/query-keys.ts), and the search index with them.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import type { QueryRoot } from '@/lib/query-keys';

/** The collections (query roots, lib/query-keys.ts) whose cached reads a catalogue change may touch. */
export type CacheScope = Extract<QueryRoot, 'outerCategories' | 'catalogs' | 'goods' | 'searchIndex' | 'mainPageImages' | 'yarnLines'>;

const ALL_SCOPES: CacheScope[] = ['outerCategories', 'catalogs', 'goods', 'searchIndex', 'yarnLines'];

export function useAdminMutation<TInput, TResult>(call: (input: TInput) => Promise<TResult>, scopes: CacheScope[] = ALL_SCOPES) {
  const client = useQueryClient();
  const intl = useIntl();
  const [error, setError] = useState<string | null>(null);
  const mutation = useMutation({
    mutationFn: call,
    onMutate: () => setError(null),
    onSuccess: async () => {
      await Promise.all(scopes.map((key) => client.invalidateQueries({ queryKey: [key] })));
    },
    onError: (failure) => {
      // The API answers its own translated message; a network failure gets ours.
      const message = failure instanceof Error && failure.message ? failure.message : '';
      setError(message || intl.formatMessage({ id: 'adminCatalog.error.generic' }));
    },
  });
  return { ...mutation, error };
}
