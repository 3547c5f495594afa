import type { BinStoredDoc } from '../model/bin-docs';

/** A part stays well under Firestore's 1 MiB per document. */
export const PART_BYTES = 700_000;

/** The stored documents in parts of at most PART_BYTES each (as UTF-8 JSON, a fair measure of their stored size), in order. */
export function splitIntoParts(docs: BinStoredDoc[], partBytes = PART_BYTES): BinStoredDoc[][] {
  const parts: BinStoredDoc[][] = [];
  let bytes = Infinity;
  for (const doc of docs) {
    const size = Buffer.byteLength(JSON.stringify(doc));
    if (bytes + size > partBytes) {
      parts.push([]);
      bytes = 0;
    }
    parts.at(-1)!.push(doc);
    bytes += size;
  }
  return parts;
}
