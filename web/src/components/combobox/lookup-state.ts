// What a combobox says about its lookup: nothing asked yet, searching, failed, or answered.
export type LookupState = 'idle' | 'loading' | 'error' | 'ready';

type QueryState = { isError: boolean; data: unknown; fetchStatus: string };

export function lookupState(query: QueryState, enabled: boolean): LookupState {
  if (!enabled) return 'idle';
  if (query.isError) return 'error';
  if (query.data === undefined) return query.fetchStatus === 'fetching' ? 'loading' : 'idle';
  return 'ready';
}
