// An ADMIN's client of the status change that does what a busy shop tells it: after a 503 with
// Retry-After it waits that long and sends the same change again. The contention test and the
// bench's reservation burst both use it, so they measure the same client.

export interface Reply {
  status: number;
  code: string | undefined;
  retryAfter: string | null;
  /** How long this one answer took. */
  ms: number;
}

/** Gives up after this many answers; the last one is then a 503 and shows as unfinished. */
export const MAX_TRIES = 12;

export type Answer = Omit<Reply, 'ms'>;

/** Sends with `send` until an answer is not a 503 with Retry-After, waiting as each says; answers every reply, the outcome last. */
export async function honouringRetryAfter(send: () => Promise<Answer>): Promise<Reply[]> {
  const replies: Reply[] = [];
  for (let tries = 0; tries < MAX_TRIES; tries += 1) {
    const started = performance.now();
    const reply = await send();
    replies.push({ ...reply, ms: performance.now() - started });
    if (reply.status !== 503 || !reply.retryAfter) return replies;
    await new Promise((resolve) => setTimeout(resolve, Number(reply.retryAfter) * 1000));
  }
  return replies;
}

/** Moves one card to RESERVED at `base` (Hosting or the function's own URL), as an ADMIN's client that honours Retry-After. */
export function reserveHonouringRetryAfter(base: string, cardId: string, token: string): Promise<Reply[]> {
  return honouringRetryAfter(() =>
    fetch(`${base}/api/changeshoppingcardstatus`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body: JSON.stringify({ shoppingCardId: cardId, status: 'RESERVED' }),
      signal: AbortSignal.timeout(180_000),
    }).then(
      async (res) => {
        const body = (await res.json().catch(() => ({}))) as { error?: { code?: string } };
        return { status: res.status, code: body.error?.code, retryAfter: res.headers.get('retry-after') };
      },
      // No answer at all (a reset or the client's own time-out): status 0, never a pass.
      () => ({ status: 0, code: undefined, retryAfter: null }),
    ),
  );
}
