import type { Router } from 'express';
import { z } from 'zod';
import { endpoint, routerOf } from '../http/endpoint';
import { isDocumentId } from '../http/validate';
import { addMainImage, blurMainImages, deleteMainImage } from './main-images';

const AddSchema = z.object({ image: z.string().min(1).max(2000) });
const DeleteSchema = z.object({ imageId: z.string().min(1).max(200).regex(/^[\w-]+$/).refine(isDocumentId) });

export function mainImagesRouter(): Router {
  return routerOf([
    endpoint({ path: '/api/addmainimage', access: 'admin', schema: AddSchema, status: 201, handler: async ({ image }) => ({ _id: await addMainImage(image) }) }),
    endpoint({ path: '/api/blurmainimages', access: 'admin', handler: async () => ({ blurred: await blurMainImages() }) }),
    endpoint({
      path: '/api/deletemainimage',
      access: 'admin',
      schema: DeleteSchema,
      handler: async ({ imageId }) => {
        await deleteMainImage(imageId);
        return { deleted: imageId };
      },
    }),
  ]);
}
