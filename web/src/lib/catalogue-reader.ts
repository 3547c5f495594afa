// Which CatalogueReader the fetchers use: the browser's (main.tsx sets Firestore Lite) or the
// server renderer's (firebase-admin, set by entry-server.tsx). One per process or page.
import type { CatalogueReader } from '@domain/catalogue-reader';

let current: CatalogueReader | null = null;

export function setCatalogueReader(reader: CatalogueReader): void {
  current = reader;
}

export function catalogueReader(): CatalogueReader {
  if (!current) throw new Error('No catalogue reader is set: main.tsx (browser) or entry-server.tsx (server) sets one');
  return current;
}
