// The ADMIN's dashboard (docs/api.md, "Dashboard"): its figures, read from the summaries, and the
// rebuild of those summaries from the orders.
import type { Router } from 'express';
import { ownerFiguresBody } from '@domain/api/owner-figures';
import { endpoint, routerOf } from '../http/endpoint';
import { readOwnerFigures } from './read-owner-figures';
import { rebuildOwnerFigures } from './rebuild-owner-figures';

export function ownerFiguresRouter(): Router {
  return routerOf([
    endpoint({ path: '/api/getownerfigures', access: 'admin', schema: ownerFiguresBody, handler: ({ days }) => readOwnerFigures(days) }),
    endpoint({ path: '/api/rebuildownerfigures', access: 'admin', handler: () => rebuildOwnerFigures() }),
  ]);
}
