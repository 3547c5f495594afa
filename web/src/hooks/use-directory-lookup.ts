// A carrier directory's type-ahead, read from the functions' copy of it: asked once the typing
// pauses (a word typed is one call), the last answer kept on screen while the next one comes,
// and a list taken as fresh for ten minutes.
import { keepPreviousData, useQuery, type QueryKey } from '@tanstack/react-query';
import { usePaused } from './use-paused';

const FRESH_MS = 10 * 60_000;

interface DirectoryLookup<T> {
  key: (query: string) => QueryKey;
  read: (query: string) => Promise<T>;
  /** Whether the paused, trimmed text is worth asking about. */
  asks: (query: string) => boolean;
}

export function useDirectoryLookup<T>(text: string, { key, read, asks }: DirectoryLookup<T>) {
  const query = usePaused(text.trim());
  return useQuery({ queryKey: key(query), queryFn: () => read(query), enabled: asks(query), staleTime: FRESH_MS, placeholderData: keepPreviousData });
}
