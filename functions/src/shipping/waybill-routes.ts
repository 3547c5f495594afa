// The ADMIN's waybills (docs/api.md, "Waybills"): make a CONFIRMED card's waybill and move it to
// SENT, and fetch its printable label through the server.
import { Router } from 'express';
import { asyncRoute } from '../http/async-route';
import { requireAdmin } from '../http/auth';
import { parseBody } from '../http/validate';
import { presentCards } from '../orders/present';
import { cardRef } from '../orders/access';
import { cardIdBody } from '../orders/schemas';
import { createWaybill } from './waybill-create';
import { waybillLabel } from './waybill-label';

export function waybillRouter(): Router {
  const router = Router();

  router.post('/api/createwaybill', requireAdmin, asyncRoute(async (req, res) => {
    const { shoppingCardId } = parseBody(cardIdBody, req.body);
    const { created } = await createWaybill(shoppingCardId, req.caller);
    const [card] = await presentCards([await cardRef(shoppingCardId).get()], req.caller);
    res.status(created ? 201 : 200).json({ data: card });
  }));

  router.post('/api/getwaybilllabel', requireAdmin, asyncRoute(async (req, res) => {
    const { shoppingCardId } = parseBody(cardIdBody, req.body);
    res.json(await waybillLabel(shoppingCardId, req.caller));
  }));

  return router;
}
