// The ADMIN's waybills (docs/api.md, "Waybills"): make a CONFIRMED card's waybill and move it to
// SENT, fetch its printable label through the server; and the tracking run by hand, exactly what
// the schedule runs.
import type { Router } from 'express';
import { carrierConfigs } from '../carriers/carrier-config';
import { endpoint, reply, routerOf } from '../http/endpoint';
import { presentCard } from '../order-core/present';
import { cardIdBody } from '@domain/api/orders';
import { runTracking } from './tracking-run';
import { createWaybill } from './waybill-create';
import { waybillLabel } from './waybill-label';

export function shippingRouter(): Router {
  return routerOf([
    endpoint({
      path: '/api/createwaybill',
      access: 'admin',
      schema: cardIdBody,
      handler: async ({ shoppingCardId }, { caller }) => {
        const { created } = await createWaybill(shoppingCardId, caller);
        const card = await presentCard(shoppingCardId, caller, { checked: false });
        return reply({ status: created ? 201 : 200, json: { data: card } });
      },
    }),
    endpoint({ path: '/api/getwaybilllabel', access: 'admin', schema: cardIdBody, handler: ({ shoppingCardId }, { caller }) => waybillLabel(shoppingCardId, caller) }),
    endpoint({ path: '/api/runparceltracking', access: 'admin', handler: () => runTracking(carrierConfigs().novaPoshta) }),
  ]);
}
