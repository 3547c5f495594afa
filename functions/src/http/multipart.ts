// Reads one file and a few text fields from a multipart/form-data request with busboy.
// Cloud Functions (and the emulator) hand the handler an already-read body as req.rawBody;
// a plain Node server (the unit tests) still has the stream, so both are supported.
import Busboy from 'busboy';
import type { Request } from 'express';
import { ApiError } from './api-error';
import type { MessageKey } from './messages';

export interface UploadedFile {
  bytes: Buffer;
  filename: string;
  mimeType: string;
}

interface MultipartBody {
  file: UploadedFile | null;
  fields: Record<string, string>;
}

export function readMultipart(
  req: Request,
  { maxFileBytes, tooLargeCode }: { maxFileBytes: number; tooLargeCode: MessageKey },
): Promise<MultipartBody> {
  if (!/^multipart\/form-data\b/i.test(req.headers['content-type'] ?? '')) {
    return Promise.reject(new ApiError(415, 'UNSUPPORTED_CONTENT_TYPE'));
  }
  return new Promise((resolve, reject) => {
    let busboy: Busboy.Busboy;
    try {
      busboy = Busboy({ headers: req.headers, limits: { files: 1, fields: 10, fileSize: maxFileBytes, fieldSize: 10_000 } });
    } catch {
      reject(new ApiError(400, 'VALIDATION_FAILED'));
      return;
    }
    const fields: Record<string, string> = {};
    let file: UploadedFile | null = null;
    let tooLarge = false;
    busboy.on('field', (name, value) => {
      fields[name] = value;
    });
    busboy.on('file', (_name, stream, info) => {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('limit', () => {
        tooLarge = true;
      });
      stream.on('close', () => {
        file = { bytes: Buffer.concat(chunks), filename: info.filename ?? '', mimeType: info.mimeType };
      });
    });
    busboy.on('error', () => reject(new ApiError(400, 'VALIDATION_FAILED')));
    busboy.on('close', () => (tooLarge ? reject(new ApiError(413, tooLargeCode)) : resolve({ file, fields })));
    const rawBody = (req as Request & { rawBody?: Buffer }).rawBody;
    if (rawBody) busboy.end(rawBody);
    else req.pipe(busboy);
  });
}
