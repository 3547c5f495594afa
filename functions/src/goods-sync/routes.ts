// POST /api/syncgoods (ADMIN): multipart `file` (CSV or XLSX) and `mode` = preview | apply.
// POST /api/exportgoods (ADMIN): the goods and their stock by lot in the same columns, to edit and upload again.
import type { Router } from 'express';
import { z } from 'zod';
import { exportGoodsBody } from '@domain/api/order-exports';
import { endpoint, reply, routerOf } from '../http/endpoint';
import { SHEET_CONTENT_TYPES } from '../spreadsheets/sheet-stream';
import { writeGoodsExport } from './goods-export';
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
  return routerOf([
    endpoint({
      path: '/api/syncgoods',
      access: 'admin',
      upload: { maxFileBytes: MAX_PRICE_LIST_BYTES, tooLargeCode: 'FILE_TOO_LARGE', missingCode: 'PRICE_LIST_REQUIRED' },
      schema: FieldsSchema,
      handler: async ({ mode }, { file }) => {
        const plan = mode === 'apply' ? await applySync(file!.bytes) : await previewSync(file!.bytes);
        return { mode, ...summary(plan) };
      },
    }),
    endpoint({
      path: '/api/exportgoods',
      access: 'admin',
      schema: exportGoodsBody,
      handler: async ({ format }) =>
        reply({
          headers: { 'Content-Disposition': `attachment; filename="goods.${format}"` },
          type: SHEET_CONTENT_TYPES[format],
          stream: async (out) => {
            await writeGoodsExport(out, format);
          },
        }),
    }),
  ]);
}
