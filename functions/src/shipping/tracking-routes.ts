// The tracking run by hand: the ADMIN (and the tests) run exactly what the schedule runs.
import { Router } from 'express';
import { carrierConfigs } from '../carriers/carrier-config';
import { asyncRoute } from '../http/async-route';
import { requireAdmin } from '../http/auth';
import { emptyBody } from '../http/validate';
import { runTracking } from './tracking-run';

export function trackingRouter(): Router {
  const router = Router();
  router.post('/api/runparceltracking', requireAdmin, emptyBody, asyncRoute(async (_req, res) => {
    res.json(await runTracking(carrierConfigs().novaPoshta));
  }));
  return router;
}
