import { createHash } from 'node:crypto';
import type { Router } from 'express';
import { config } from '../config';
import { notFound } from '../http/api-error';
import { endpoint, reply, routerOf } from '../http/endpoint';
import { ImagePathError } from '../images/image-store';
import { imageStore } from '../images/store';

async function storedImage(path: string) {
  try {
    return await imageStore().get(path);
  } catch (error) {
    if (error instanceof ImagePathError) throw notFound();
    throw error;
  }
}

/** Serves the local image store (Storage serves its own files in production). */
export function imagesRouter(): Router {
  return routerOf([
    endpoint({
      method: 'get',
      path: `${config.imagesPath}/*`,
      access: 'public',
      handler: async (_body, call) => {
        const image = await storedImage(call.path.slice(config.imagesPath.length + 1));
        if (!image) throw notFound();
        const etag = `"${createHash('sha1').update(image.bytes).digest('base64url')}"`;
        const headers = { 'Content-Type': image.contentType, 'Cache-Control': 'public, max-age=604800', ETag: etag, 'X-Content-Type-Options': 'nosniff' };
        if (call.header('if-none-match') === etag) return reply({ status: 304, headers });
        return reply({ headers, raw: image.bytes });
      },
    }),
  ]);
}
