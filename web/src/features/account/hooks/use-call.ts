import { useCallback, useState } from 'react';

export type CallState = { state: 'idle' | 'sending' | 'done' } | { state: 'failed'; error: unknown };

/** One form's call: sending, done or failed, never two at once. */
export function useCall<Args extends unknown[]>(call: (...args: Args) => Promise<unknown>) {
  const [status, setStatus] = useState<CallState>({ state: 'idle' });
  const run = useCallback(
    (...args: Args) => {
      setStatus({ state: 'sending' });
      call(...args).then(
        () => setStatus({ state: 'done' }),
        (error: unknown) => setStatus({ state: 'failed', error }),
      );
    },
    [call],
  );
  return { status, run, sending: status.state === 'sending', reset: () => setStatus({ state: 'idle' }) };
}
