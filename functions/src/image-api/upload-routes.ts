// POST /api/uploadimage (ADMIN): multipart `image` + `containerName` (docs/api.md, "Images (ADMIN)").
// Answers { data: url of the resized picture, webp: url of its WebP copy at the same size };
// the other widths sit beside them under the names of domain/image-sizes.ts.
import type { Router } from 'express';
import { z } from 'zod';
import { IMAGE_CONTAINERS, IMAGE_SIZES, imageVariantUrl } from '@domain/image-sizes';
import { endpoint, routerOf } from '../http/endpoint';
import { encodeVariants, MAX_UPLOAD_BYTES } from '../images/image-variants';
import { imageStore } from '../images/store';

const FieldsSchema = z.object({
  containerName: z.enum(IMAGE_CONTAINERS),
});

export function uploadRouter(): Router {
  return routerOf([
    endpoint({
      path: '/api/uploadimage',
      access: 'admin',
      upload: { maxFileBytes: MAX_UPLOAD_BYTES, tooLargeCode: 'IMAGE_TOO_LARGE', missingCode: 'IMAGE_REQUIRED' },
      schema: FieldsSchema,
      status: 201,
      handler: async ({ containerName }, { file }) => {
        const variants = await encodeVariants(file!.bytes, containerName);
        const [data] = await Promise.all(variants.map((v) => imageStore().put(`${containerName}/${v.name}`, v.bytes, v.contentType)));
        return { data, webp: imageVariantUrl(data!, IMAGE_SIZES[containerName].width) };
      },
    }),
  ]);
}
