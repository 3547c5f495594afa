// Back-in-stock subscriptions (docs/api.md, "Back in stock"): anyone subscribes, confirms and
// unsubscribes by the links mailed to her; the ADMIN reads the longest waits.
import type { Router } from 'express';
import { stockWatchLinkSchema, stockWatchSchema } from '@domain/api/stock-watch';
import { endpoint, routerOf, type Call } from '../http/endpoint';
import { enforceRateLimits } from '../http/rate-limit';
import { ApiError } from '../http/api-error';
import { subscribe } from './subscribe';
import { longestWaits } from './watch-counts';
import { confirmWatches, unsubscribeWatches } from './watch-links';
import { linkChecks } from './watch-limits';

/** A link's parts from a one-click address, `/api/unsubscribestockwatch/{mailbox}/{token}`. */
function linkInPath(path: string) {
  const [, mailbox = '', token = ''] = /^\/api\/unsubscribestockwatch\/([^/]*)\/([^/]*)$/.exec(path) ?? [];
  const parsed = stockWatchLinkSchema.safeParse({ mailbox, token });
  if (!parsed.success) throw new ApiError(400, 'STOCK_WATCH_LINK_INVALID');
  return parsed.data;
}

const limited = async (call: Call) => enforceRateLimits(linkChecks(call.clientAddress()));

export function stockWatchRouter(): Router {
  return routerOf([
    endpoint({
      path: '/api/watchstock',
      access: 'guest-or-user',
      schema: stockWatchSchema,
      status: 202,
      handler: (body, call) => subscribe(body, { language: call.language, clientAddress: call.clientAddress(), accountEmail: call.caller?.email ?? null }),
    }),
    endpoint({
      path: '/api/confirmstockwatch',
      access: 'public',
      schema: stockWatchLinkSchema,
      handler: async (link, call) => {
        await limited(call);
        await confirmWatches(link);
        return { ok: true } as const;
      },
    }),
    endpoint({
      path: '/api/unsubscribestockwatch',
      access: 'public',
      schema: stockWatchLinkSchema,
      handler: async (link, call) => {
        await limited(call);
        await unsubscribeWatches(link);
        return { ok: true } as const;
      },
    }),
    // RFC 8058's one-click: the mail client posts `List-Unsubscribe=One-Click` as a form to the
    // address of the List-Unsubscribe header; the body says nothing more, so it is not read.
    endpoint({
      path: '/api/unsubscribestockwatch/:mailbox/:token',
      access: 'public',
      rawBody: { maxBytes: 1024 },
      handler: async (_body, call) => {
        const link = linkInPath(call.path);
        await limited(call);
        await unsubscribeWatches(link);
        return { ok: true } as const;
      },
    }),
    endpoint({ path: '/api/getstockwatchcounts', access: 'admin', handler: async () => ({ data: await longestWaits() }) }),
  ]);
}
