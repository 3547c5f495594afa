// The orders API (docs/api.md, "Shopping cards"). Every body is checked by zod; every change
// of a card, its stock or its display number happens in one Firestore transaction.
import type { Router } from 'express';
import { endpoint, reply, routerOf, type Call } from '../http/endpoint';
import { enforceRateLimits } from '../http/rate-limit';
import { cardEditChecks, orderChecks } from '../http/rate-limit-rules';
import { changeStatus } from '../order-core/change-status';
import { createShoppingCard } from './create-shopping-card';
import { editShoppingCard } from './edit-shopping-card';
import { activeShoppingCards, inactiveShoppingCards, userShoppingCards } from './list-shopping-cards';
import { presentCard } from '../order-core/present';
import { getCardFor } from '../order-core/access';
import { startCardPayment } from '../order-payments/start-payment';
import * as schemas from '@domain/api/orders';

/** A change of an existing card by its holder: counted once the body is well-formed, then made; the card as it is now comes with it. */
async function edited<T>(call: Call<'guest-or-user'>, shoppingCardId: string, edit: () => Promise<T>) {
  await enforceRateLimits(cardEditChecks(call.clientAddress()));
  const result = await edit();
  return { result, data: await presentCard(shoppingCardId, call.caller) };
}

export function ordersRouter(): Router {
  return routerOf([
    endpoint({
      path: '/api/createshoppingcard',
      access: 'guest-or-user',
      schema: schemas.createShoppingCardBody,
      handler: async (body, call) => {
        await enforceRateLimits(orderChecks(call.clientAddress(), body.customer.phone, body.customer.email ?? call.caller?.email));
        const result = await createShoppingCard(body, call.caller, call.language);
        const created = { _id: result._id, shoppingCardId: result.shoppingCardId };
        // A card order answers its payment page too (or why there is none yet): the SPA sends the shopper there.
        const payment = body.payment === 'card' ? await startCardPayment(result._id, await getCardFor(result._id, call.caller)) : undefined;
        return reply({ status: result.created ? 201 : 200, json: payment ? { ...created, payment } : created });
      },
    }),
    endpoint({
      path: '/api/getshoppingcardbyid',
      access: 'guest-or-user',
      schema: schemas.cardIdBody,
      handler: async ({ shoppingCardId }, { caller }) => ({ data: await presentCard(shoppingCardId, caller) }),
    }),
    endpoint({
      path: '/api/getshoppingcardgoods',
      access: 'guest-or-user',
      schema: schemas.cardIdBody,
      handler: async ({ shoppingCardId }, { caller }) => ({ goods: (await presentCard(shoppingCardId, caller)).goods }),
    }),
    endpoint({
      path: '/api/addgoodtoshoppingcard',
      access: 'guest-or-user',
      schema: schemas.goodInCardBody,
      handler: async ({ shoppingCardId, goodId }, call) => {
        const { data } = await edited(call, shoppingCardId, () => editShoppingCard(shoppingCardId, { kind: 'add', goodId }, call.caller));
        return { data };
      },
    }),
    endpoint({
      path: '/api/changegoodquantityinshoppingcard',
      access: 'guest-or-user',
      schema: schemas.goodQuantityBody,
      handler: async ({ shoppingCardId, goodId, quantity }, call) => {
        const { data } = await edited(call, shoppingCardId, () => editShoppingCard(shoppingCardId, { kind: 'quantity', goodId, quantity }, call.caller));
        return { data };
      },
    }),
    endpoint({
      path: '/api/removegoodshoppingcard',
      access: 'guest-or-user',
      schema: schemas.goodInCardBody,
      handler: async ({ shoppingCardId, goodId }, call) => {
        const { data, result } = await edited(call, shoppingCardId, () => editShoppingCard(shoppingCardId, { kind: 'remove', goodId }, call.caller));
        return { data, cancelled: result.cancelled };
      },
    }),
    endpoint({
      path: '/api/cancelshoppingcard',
      access: 'guest-or-user',
      schema: schemas.cardIdBody,
      handler: async ({ shoppingCardId }, call) => {
        const { data } = await edited(call, shoppingCardId, () => changeStatus({ shoppingCardId, status: 'CANCELLED' }, call.caller));
        return { data };
      },
    }),
    endpoint({
      path: '/api/changeshoppingcardstatus',
      access: 'admin',
      schema: schemas.changeStatusBody,
      handler: async (body, { caller }) => {
        await changeStatus(body, caller);
        return { data: await presentCard(body.shoppingCardId, caller) };
      },
    }),
    endpoint({ path: '/api/getusershoppingcards', access: 'user', handler: async (_body, { caller }) => ({ data: await userShoppingCards(caller) }) }),
    endpoint({ path: '/api/getallactiveshoppingcards', access: 'admin', schema: schemas.activePageBody, handler: (page, { caller }) => activeShoppingCards(caller, page) }),
    endpoint({
      path: '/api/getallinactiveshoppingcards',
      access: 'admin',
      schema: schemas.inactivePageBody,
      handler: ({ skipCount }, { caller }) => inactiveShoppingCards(caller, skipCount),
    }),
  ]);
}
