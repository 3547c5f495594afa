// Catalogue editing, ADMIN only. Payloads keep the first API's names where it named them (docs/api.md, "Catalogue editing").
import type { Router } from 'express';
import type { z } from 'zod';
import * as schemas from '@domain/api/catalog-admin';
import { endpoint, routerOf } from '../http/endpoint';
import type { Remover } from '../bin/put-in-bin';
import { removeOuterCategory, saveCategory, saveOuterCategory } from './categories';
import { changeGoodSubcategory, removeGood, saveGood } from './goods';
import { saveGoodsChanges } from './goods-changes';
import { SaveGoodsChangesSchema } from '@domain/api/goods-changes';
import { removeFullCategorySection } from './sections';
import { addSubCategory, removeSubCategory } from './sub-categories';
import { removeYarnLine, saveYarnLine } from './yarn-lines';

/** An ADMIN's call (http/endpoint.ts); a handler that answers nothing answers { ok: true }. */
const post = <S extends z.ZodType>(path: string, schema: S, handler: (input: z.output<S>, caller: Remover) => Promise<unknown>, status = 200) =>
  endpoint({ path, access: 'admin', schema, status, handler: (input, call) => handler(input, call.caller) });

export function catalogAdminRouter(): Router {
  return routerOf([
    post('/api/saveoutercategory', schemas.SaveOuterCategorySchema, saveOuterCategory),
    post('/api/removeoutercategory', schemas.RemoveOuterCategorySchema, ({ outerCategory }, caller) => removeOuterCategory(outerCategory, caller)),
    post('/api/savecategory', schemas.SaveCategorySchema, saveCategory),
    post('/api/removefullcategorysection', schemas.RemoveFullCategorySectionSchema, (input, caller) =>
      removeFullCategorySection(input.currentOuterCategory, input.category, input.catalogId, caller),
    ),
    post('/api/addsubcategory', schemas.AddSubCategorySchema, addSubCategory, 201),
    post('/api/removesubcategory', schemas.RemoveSubCategorySchema, ({ catalogId, subCategoryId }, caller) => removeSubCategory(catalogId, subCategoryId, caller)),
    post('/api/savegood', schemas.SaveGoodSchema, async (input) => ({ _id: await saveGood(input) })),
    post('/api/removegood', schemas.RemoveGoodSchema, ({ category, goodId }, caller) => removeGood(category, goodId, caller)),
    post('/api/savegoodschanges', SaveGoodsChangesSchema, saveGoodsChanges),
    post('/api/changegoodsubcategory', schemas.ChangeGoodSubCategorySchema, ({ goodId, subcategory }) => changeGoodSubcategory(goodId, subcategory)),
    post('/api/saveyarnline', schemas.SaveYarnLineSchema, saveYarnLine),
    post('/api/removeyarnline', schemas.RemoveYarnLineSchema, ({ lineId }, caller) => removeYarnLine(lineId, caller)),
  ]);
}
