import { Router } from 'express';
import { z } from 'zod';
import { asyncRoute } from '../http/async-route';
import { requireAdmin } from '../http/auth';
import { emptyBody, isDocumentId, parseBody } from '../http/validate';
import { addMainImage, blurMainImages, deleteMainImage } from './main-images';

const AddSchema = z.object({ image: z.string().min(1).max(2000) });
const DeleteSchema = z.object({ imageId: z.string().min(1).max(200).regex(/^[\w-]+$/).refine(isDocumentId) });

export function mainImagesRouter(): Router {
  const router = Router();
  router.post(
    '/api/addmainimage',
    requireAdmin,
    asyncRoute(async (req, res) => {
      const { image } = parseBody(AddSchema, req.body);
      res.status(201).json({ _id: await addMainImage(image) });
    }),
  );
  router.post(
    '/api/blurmainimages',
    requireAdmin,
    emptyBody,
    asyncRoute(async (_req, res) => {
      res.json({ blurred: await blurMainImages() });
    }),
  );
  router.post(
    '/api/deletemainimage',
    requireAdmin,
    asyncRoute(async (req, res) => {
      const { imageId } = parseBody(DeleteSchema, req.body);
      await deleteMainImage(imageId);
      res.json({ deleted: imageId });
    }),
  );
  return router;
}
