// One answer kept in the instance for a while. The public catalogue calls take no parameters, so
// whatever the query string holds they share one kept answer: a stranger sending random query
// strings past the CDN costs no read and no rebuilding of the body. Callers arriving while it is
// being built share that build; a failed build is not kept, so the next caller tries again.
import { config } from '../config';

/** How long an instance keeps a public answer: a minute; nothing on the emulators, where a change shows at once. */
export const publicKeepMs = (): number => (config.isEmulator ? 0 : 60_000);

interface KeepOptions {
  ttlMs: number;
  now?: () => number;
}

export function keptAnswer<T>(build: () => Promise<T>, { ttlMs, now = Date.now }: KeepOptions): () => Promise<T> {
  let kept: { at: number; answer: Promise<T> } | null = null;
  return () => {
    if (kept && now() - kept.at < ttlMs) return kept.answer;
    const entry = { at: now(), answer: build() };
    kept = entry;
    entry.answer.catch(() => {
      if (kept === entry) kept = null;
    });
    return entry.answer;
  };
}
