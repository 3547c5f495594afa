// The bin's page (ADMIN): list what was removed, and put it back (docs/api.md, "The bin").
import type { Router } from 'express';
import { BinListSchema, RestoreFromBinSchema } from '@domain/api/bin';
import { listBin } from '../bin/list-bin';
import { restoreFromBin } from '../bin/restore';
import { endpoint, routerOf } from '../http/endpoint';

export function binRouter(): Router {
  return routerOf([
    endpoint({ path: '/api/getbin', access: 'admin', schema: BinListSchema, handler: ({ after }) => listBin(after) }),
    endpoint({ path: '/api/restorefrombin', access: 'admin', schema: RestoreFromBinSchema, handler: ({ entryId, place }) => restoreFromBin(entryId, place) }),
  ]);
}
