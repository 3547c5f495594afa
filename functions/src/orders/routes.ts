// The orders API (docs/api.md, "Shopping cards"). Every body is checked by zod; every change
// of a card, its stock or its display number happens in one Firestore transaction.
import { Router, type Request } from 'express';
import { asyncRoute } from '../http/async-route';
import { optionalCaller, requireAdmin, requireCaller } from '../http/auth';
import { enforceRateLimits } from '../http/rate-limit';
import { cardEditChecks, orderChecks } from '../http/rate-limit-rules';
import { emptyBody, parseBody } from '../http/validate';
import { getCardFor } from './access';
import { changeStatus } from './change-status';
import { createShoppingCard } from './create-shopping-card';
import { editShoppingCard } from './edit-shopping-card';
import { activePageBody, activeShoppingCards, inactiveShoppingCards, userShoppingCards } from './list-shopping-cards';
import { presentCards } from './present';
import { cardRef } from './access';
import * as schemas from './schemas';

async function presentOne(req: Request, id: string) {
  await getCardFor(id, req.caller);
  const [card] = await presentCards([await cardRef(id).get()], req.caller);
  return card!;
}

export function ordersRouter(): Router {
  const router = Router();

  router.post('/api/createshoppingcard', optionalCaller, asyncRoute(async (req, res) => {
    const body = parseBody(schemas.createShoppingCardBody, req.body);
    await enforceRateLimits(res, orderChecks(req, body.customer.phone, body.customer.email ?? req.caller?.email));
    const result = await createShoppingCard(body, req.caller);
    res.status(result.created ? 201 : 200).json({ _id: result._id, shoppingCardId: result.shoppingCardId });
  }));

  router.post('/api/getshoppingcardbyid', optionalCaller, asyncRoute(async (req, res) => {
    const { shoppingCardId } = parseBody(schemas.cardIdBody, req.body);
    res.json({ data: await presentOne(req, shoppingCardId) });
  }));

  router.post('/api/getshoppingcardgoods', optionalCaller, asyncRoute(async (req, res) => {
    const { shoppingCardId } = parseBody(schemas.cardIdBody, req.body);
    res.json({ goods: (await presentOne(req, shoppingCardId)).goods });
  }));

  router.post('/api/addgoodtoshoppingcard', optionalCaller, asyncRoute(async (req, res) => {
    const { shoppingCardId, goodId } = parseBody(schemas.goodInCardBody, req.body);
    await enforceRateLimits(res, cardEditChecks(req));
    await editShoppingCard(shoppingCardId, { kind: 'add', goodId }, req.caller);
    res.json({ data: await presentOne(req, shoppingCardId) });
  }));

  router.post('/api/changegoodquantityinshoppingcard', optionalCaller, asyncRoute(async (req, res) => {
    const { shoppingCardId, goodId, quantity } = parseBody(schemas.goodQuantityBody, req.body);
    await enforceRateLimits(res, cardEditChecks(req));
    await editShoppingCard(shoppingCardId, { kind: 'quantity', goodId, quantity }, req.caller);
    res.json({ data: await presentOne(req, shoppingCardId) });
  }));

  router.post('/api/removegoodshoppingcard', optionalCaller, asyncRoute(async (req, res) => {
    const { shoppingCardId, goodId } = parseBody(schemas.goodInCardBody, req.body);
    await enforceRateLimits(res, cardEditChecks(req));
    const { cancelled } = await editShoppingCard(shoppingCardId, { kind: 'remove', goodId }, req.caller);
    res.json({ data: await presentOne(req, shoppingCardId), cancelled });
  }));

  router.post('/api/cancelshoppingcard', optionalCaller, asyncRoute(async (req, res) => {
    const { shoppingCardId } = parseBody(schemas.cardIdBody, req.body);
    await enforceRateLimits(res, cardEditChecks(req));
    await changeStatus({ shoppingCardId, status: 'CANCELLED' }, req.caller);
    res.json({ data: await presentOne(req, shoppingCardId) });
  }));

  router.post('/api/changeshoppingcardstatus', requireAdmin, asyncRoute(async (req, res) => {
    const body = parseBody(schemas.changeStatusBody, req.body);
    await changeStatus(body, req.caller);
    res.json({ data: await presentOne(req, body.shoppingCardId) });
  }));

  router.post('/api/getusershoppingcards', requireCaller, emptyBody, asyncRoute(async (req, res) => {
    res.json({ data: await userShoppingCards(req.caller!) });
  }));

  router.post('/api/getallactiveshoppingcards', requireAdmin, asyncRoute(async (req, res) => {
    res.json(await activeShoppingCards(req.caller!, parseBody(activePageBody, req.body)));
  }));

  router.post('/api/getallinactiveshoppingcards', requireAdmin, asyncRoute(async (req, res) => {
    const { skipCount } = parseBody(schemas.inactivePageBody, req.body);
    res.json(await inactiveShoppingCards(req.caller!, skipCount));
  }));

  return router;
}
