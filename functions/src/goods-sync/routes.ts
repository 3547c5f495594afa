// POST /api/syncgoods (ADMIN): multipart `file` (CSV or XLSX) and `mode` = preview | apply.
import { Router } from 'express';
import { z } from 'zod';
import { ApiError } from '../http/api-error';
import { asyncRoute } from '../http/async-route';
import { requireAdmin } from '../http/auth';
import { parseBody } from '../http/validate';
import { readMultipart } from '../images/multipart';
import { applySync, previewSync } from './goods-sync';
import { MAX_PRICE_LIST_BYTES } from './price-list-limits';
import type { SyncPlan } from './sync-plan';

const FieldsSchema = z.object({ mode: z.enum(['preview', 'apply']) });

function summary(plan: SyncPlan) {
  const brief = (c: { line: number; articul: string }) => ({ line: c.line, articul: c.articul });
  return {
    counts: { created: plan.created.length, updated: plan.updated.length, unchanged: plan.unchanged.length, invalid: plan.invalid.length },
    created: plan.created.map(brief),
    updated: plan.updated.map((c) => ({ ...brief(c), changes: c.fields })),
    unchanged: plan.unchanged,
    invalid: plan.invalid,
  };
}

export function goodsSyncRouter(): Router {
  const router = Router();
  router.post(
    '/api/syncgoods',
    requireAdmin,
    asyncRoute(async (req, res) => {
      const { file, fields } = await readMultipart(req, { maxFileBytes: MAX_PRICE_LIST_BYTES, tooLargeCode: 'FILE_TOO_LARGE' });
      const { mode } = parseBody(FieldsSchema, fields);
      if (!file || file.bytes.length === 0) throw new ApiError(400, 'PRICE_LIST_REQUIRED');
      const plan = mode === 'apply' ? await applySync(file.bytes) : await previewSync(file.bytes);
      res.json({ mode, ...summary(plan) });
    }),
  );
  return router;
}
