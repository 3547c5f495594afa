import type { Router } from 'express';
import { AddMainImageSchema as AddSchema, DeleteMainImageSchema as DeleteSchema, SaveMainImageTextsSchema as TextsSchema } from '@domain/api/catalog-admin';
import { endpoint, routerOf } from '../http/endpoint';
import { addMainImage, blurMainImages, deleteMainImage, saveMainImageTexts } from './main-images';

export function mainImagesRouter(): Router {
  return routerOf([
    endpoint({ path: '/api/addmainimage', access: 'admin', schema: AddSchema, status: 201, handler: async ({ image }) => ({ _id: await addMainImage(image) }) }),
    endpoint({ path: '/api/blurmainimages', access: 'admin', handler: async () => ({ blurred: await blurMainImages() }) }),
    endpoint({ path: '/api/savemainimagetexts', access: 'admin', schema: TextsSchema, handler: async (body) => ({ _id: await saveMainImageTexts(body) }) }),
    endpoint({
      path: '/api/deletemainimage',
      access: 'admin',
      schema: DeleteSchema,
      handler: async ({ imageId }, { caller }) => {
        await deleteMainImage(imageId, caller);
        return { deleted: imageId };
      },
    }),
  ]);
}
