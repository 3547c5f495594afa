// A request's body exactly as it was sent, for the calls that check a signature over its bytes.
// Cloud Functions (and the emulator) hand it over as req.rawBody; the in-process app keeps it from
// its JSON parser (app.ts); any other type is read from the stream, which no parser has touched.
import type { Request } from 'express';
import { ApiError } from './api-error';

type WithRaw = Request & { rawBody?: Buffer };

/** Kept by express.json's `verify`, as the Functions runtime keeps it. */
export function keepRawBody(req: unknown, _res: unknown, buffer: Buffer): void {
  (req as WithRaw).rawBody = buffer;
}

export async function readRawBody(req: Request, maxBytes: number): Promise<Buffer> {
  const kept = (req as WithRaw).rawBody;
  if (kept) {
    if (kept.length > maxBytes) throw new ApiError(413, 'PAYLOAD_TOO_LARGE');
    return kept;
  }
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req) {
    size += (chunk as Buffer).length;
    if (size > maxBytes) throw new ApiError(413, 'PAYLOAD_TOO_LARGE');
    chunks.push(chunk as Buffer);
  }
  return Buffer.concat(chunks);
}
