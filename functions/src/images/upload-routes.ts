// POST /api/uploadimage (ADMIN): multipart `image` + `containerName` (docs/api.md, "Images (ADMIN)").
// Answers { data: url of the resized picture, webp: url of its WebP copy at the same size };
// the other widths sit beside them under the names of ../../../domain/image-sizes.
import { Router } from 'express';
import { z } from 'zod';
import { IMAGE_CONTAINERS, IMAGE_SIZES, imageVariantUrl } from '@domain/image-sizes';
import { ApiError } from '../http/api-error';
import { asyncRoute } from '../http/async-route';
import { requireAdmin } from '../http/auth';
import { parseBody } from '../http/validate';
import { encodeVariants, MAX_UPLOAD_BYTES } from './image-variants';
import { readMultipart } from './multipart';
import { imageStore } from './store';

const FieldsSchema = z.object({
  containerName: z.enum(IMAGE_CONTAINERS),
});

export function uploadRouter(): Router {
  const router = Router();
  router.post(
    '/api/uploadimage',
    requireAdmin,
    asyncRoute(async (req, res) => {
      const { file, fields } = await readMultipart(req, { maxFileBytes: MAX_UPLOAD_BYTES, tooLargeCode: 'IMAGE_TOO_LARGE' });
      const { containerName } = parseBody(FieldsSchema, fields);
      if (!file || file.bytes.length === 0) throw new ApiError(400, 'IMAGE_REQUIRED');
      const variants = await encodeVariants(file.bytes, containerName);
      const [data] = await Promise.all(
        variants.map((v) => imageStore().put(`${containerName}/${v.name}`, v.bytes, v.contentType)),
      );
      res.status(201).json({ data, webp: imageVariantUrl(data, IMAGE_SIZES[containerName].width) });
    }),
  );
  return router;
}
