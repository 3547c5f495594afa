import { createHash } from 'node:crypto';
import { Router } from 'express';
import { config } from '../config';
import { notFound } from '../http/api-error';
import { asyncRoute } from '../http/async-route';
import { ImagePathError } from './image-store';
import { imageStore } from './store';

/** Serves the local image store (Storage serves its own files in production). */
export function imagesRouter(): Router {
  const router = Router();
  router.get(
    `${config.imagesPath}/*`,
    asyncRoute(async (req, res) => {
      const path = req.path.slice(config.imagesPath.length + 1);
      let image;
      try {
        image = await imageStore().get(path);
      } catch (error) {
        if (error instanceof ImagePathError) throw notFound();
        throw error;
      }
      if (!image) throw notFound();
      const etag = `"${createHash('sha1').update(image.bytes).digest('base64url')}"`;
      res.set({
        'Content-Type': image.contentType,
        'Cache-Control': 'public, max-age=604800',
        ETag: etag,
        'X-Content-Type-Options': 'nosniff',
      });
      if (req.headers['if-none-match'] === etag) {
        res.status(304).end();
        return;
      }
      res.send(image.bytes);
    }),
  );
  return router;
}
