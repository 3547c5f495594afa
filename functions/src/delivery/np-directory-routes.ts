// Nova Poshta's directory for checkout (anyone) and its refresh by hand (ADMIN only).
import { Router } from 'express';
import { z } from 'zod';
import { carrierConfigs } from '../carriers/carrier-config';
import { asyncRoute } from '../http/async-route';
import { requireAdmin } from '../http/auth';
import { parseBody } from '../http/validate';
import { findNpBranches, forgetKeptBranches, searchNpSettlements } from './np-directory-reads';
import { refreshNpBranches, refreshNpSettlements } from './np-directory-refresh';

const ref = z.string().regex(/^[0-9a-f-]{36}$/i);
const settlementsBody = z.strictObject({ query: z.string().trim().min(2).max(60) });
const branchesBody = z.strictObject({
  settlementRef: ref,
  query: z.string().trim().max(60).default(''),
  weightKg: z.number().positive().max(1000).nullable().default(null),
});
const refreshBody = z.strictObject({ part: z.enum(['settlements', 'branches', 'all']).default('all') });

export function npDirectoryRouter(): Router {
  const router = Router();
  router.post('/api/searchnpsettlements', asyncRoute(async (req, res) => {
    const { query } = parseBody(settlementsBody, req.body);
    res.json({ settlements: await searchNpSettlements(query) });
  }));
  router.post('/api/getnpbranches', asyncRoute(async (req, res) => {
    const { settlementRef, query, weightKg } = parseBody(branchesBody, req.body);
    res.json(await findNpBranches(settlementRef, query, weightKg));
  }));
  router.post('/api/refreshnpdirectory', requireAdmin, asyncRoute(async (req, res) => {
    const { part } = parseBody(refreshBody, req.body);
    const np = carrierConfigs().novaPoshta;
    const settlements = part === 'branches' ? null : await refreshNpSettlements(np);
    // settlements first: the branches refresh marks which settlements have branches to offer
    const branches = part === 'settlements' ? null : await refreshNpBranches(np);
    forgetKeptBranches();
    res.json({ settlements, branches });
  }));
  return router;
}
