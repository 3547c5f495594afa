// Which CatalogReader the fetchers use: the browser's (main.tsx sets Firestore Lite) or the
// server renderer's (firebase-admin, set by entry-server.tsx). One per process or page.
import type { CatalogReader } from '@domain/catalog-reader';

let current: CatalogReader | null = null;

export function setCatalogReader(reader: CatalogReader): void {
  current = reader;
}

export function catalogReader(): CatalogReader {
  if (!current) throw new Error('No catalogue reader is set: main.tsx (browser) or entry-server.tsx (server) sets one');
  return current;
}
