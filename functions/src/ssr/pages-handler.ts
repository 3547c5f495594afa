import type { Request, Response } from 'express';
import { withListLimits } from '@domain/catalog-list-limits';
import { config } from '../config';
import { encodeBody } from './compress';
import { firestoreCatalogReader } from '../model/catalog-reader';
import { READ_CACHE_ENTRIES, READ_CACHE_MS } from './cache-policy';
import { cachedCatalogReader } from '../model/cached-catalog-reader';
import { keptGoesWith } from '../model/goes-with-catalogue';
import { loadRenderer, loadTemplates } from './renderer';
import { servePage } from './serve-page';

// On the emulators there is no CDN either: a page shows a change at its next load, as tests expect.
// Lists ask for the limits the browser's reads must (ADR 15), so both render the same list.
const reader = cachedCatalogReader(withListLimits(firestoreCatalogReader), { ttlMs: config.isEmulator ? 0 : READ_CACHE_MS, maxEntries: READ_CACHE_ENTRIES });
// A good page's suggestions match against every good on sale, which no list limit fits: they read
// the whole catalogue once per keeping time instead (model/goes-with-catalogue.ts).
const goesWith = keptGoesWith(firestoreCatalogReader, { ttlMs: config.isEmulator ? 0 : READ_CACHE_MS });

/** The `pages` function: GET and HEAD of any page address, answered by servePage. */
export async function pagesHandler(req: Request, res: Response): Promise<void> {
  if (req.method !== 'GET' && req.method !== 'HEAD') {
    res.set('Allow', 'GET, HEAD').status(405).end();
    return;
  }
  const answer = await servePage(
    { url: req.originalUrl || req.url, cookie: req.headers.cookie },
    { render: loadRenderer, templates: loadTemplates, reader, goesWith, origin: config.shopOrigin },
  );
  const { body, encoding } = encodeBody(answer.body, req.headers['accept-encoding']);
  res.status(answer.status).set({ ...answer.headers, ...(encoding ? { 'Content-Encoding': encoding } : {}) });
  res.send(body);
}
