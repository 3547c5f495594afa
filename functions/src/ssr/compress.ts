// Rendered pages go out compressed: a goods list is about 150 kB of HTML and data, under 20 kB
// compressed. (The Hosting emulator compresses nothing; Hosting passes a compressed answer on.)
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

interface Encoded {
  body: Buffer;
  encoding: 'br' | 'gzip' | null;
}

/** The body in the best encoding the client accepts: brotli at a fast level, else gzip, else none. */
export function encodeBody(body: string, acceptEncoding: string | undefined): Encoded {
  const raw = Buffer.from(body, 'utf8');
  const accepted = (acceptEncoding ?? '').toLowerCase();
  if (/\bbr\b/.test(accepted)) {
    return { body: brotliCompressSync(raw, { params: { [constants.BROTLI_PARAM_QUALITY]: 5, [constants.BROTLI_PARAM_SIZE_HINT]: raw.length } }), encoding: 'br' };
  }
  if (/\bgzip\b/.test(accepted)) return { body: gzipSync(raw, { level: 6 }), encoding: 'gzip' };
  return { body: raw, encoding: null };
}
