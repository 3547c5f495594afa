// Delivery directories for checkout (anyone): Nova Poshta's settlements and branches from the
// shop's copy, its streets and Ukrposhta's post offices read through; and the copy's refresh by hand (ADMIN).
import type { Router } from 'express';
import { deliveryQuoteSchema, npBranchesSchema, npRefreshSchema, npStreetsSchema, placeQuerySchema, upCityOfficesSchema, upPostcodeSchema } from '@domain/api/delivery';
import { carrierConfigs } from '../carriers/carrier-config';
import { endpoint, routerOf } from '../http/endpoint';
import { findNpBranches, forgetKeptBranches, searchNpSettlements } from './np-directory-reads';
import { refreshNpDirectory } from './np-directory-refresh';
import { streetsNamed } from '../carrier-directories/np-street-reads';
import { limitCarrierLookups } from './carrier-lookup-limit';
import { deliveryQuote } from './delivery-quote';
import { keptAnswer, publicKeepMs } from '../http/kept-answer';
import { readDeliveryOffer } from '../model/delivery-offer';
import { searchUpCities, upOfficesByCity, upOfficesByPostcode } from './up-office-search';

/** Streets offered per keystroke; the shopper types on to narrow them. */
const STREET_HITS = 20;

export function deliveryRouter(): Router {
  const deliveryOffer = keptAnswer(readDeliveryOffer, { ttlMs: publicKeepMs() });
  return routerOf([
    endpoint({ path: '/api/getdeliveryoffer', access: 'public', handler: deliveryOffer }),
    endpoint({
      path: '/api/quotedelivery',
      access: 'public',
      schema: deliveryQuoteSchema,
      handler: (input, call) => deliveryQuote(input, call.clientAddress()),
    }),
    endpoint({
      path: '/api/searchnpsettlements',
      access: 'public',
      schema: placeQuerySchema,
      handler: async ({ query }) => ({ settlements: await searchNpSettlements(query) }),
    }),
    endpoint({
      path: '/api/getnpbranches',
      access: 'public',
      schema: npBranchesSchema,
      handler: ({ settlementRef, query, weightKg }) => findNpBranches(settlementRef, query, weightKg),
    }),
    endpoint({
      path: '/api/getnpstreets',
      access: 'public',
      schema: npStreetsSchema,
      handler: async ({ settlementRef, query }, call) => ({
        streets: (await streetsNamed(settlementRef, query, limitCarrierLookups(call.clientAddress()))).slice(0, STREET_HITS),
      }),
    }),
    endpoint({
      path: '/api/refreshnpdirectory',
      access: 'admin',
      schema: npRefreshSchema,
      handler: async ({ part }) => {
        const counts = await refreshNpDirectory(carrierConfigs().novaPoshta, part);
        forgetKeptBranches();
        return counts;
      },
    }),
    endpoint({
      path: '/api/getupofficesbypostcode',
      access: 'public',
      schema: upPostcodeSchema,
      handler: ({ postcode }, call) => upOfficesByPostcode(postcode, call.clientAddress()),
    }),
    endpoint({ path: '/api/searchupcities', access: 'public', schema: placeQuerySchema, handler: ({ query }, call) => searchUpCities(query, call.clientAddress()) }),
    endpoint({
      path: '/api/getupofficesbycity',
      access: 'public',
      schema: upCityOfficesSchema,
      handler: ({ cityId, query }, call) => upOfficesByCity(cityId, query, call.clientAddress()),
    }),
  ]);
}
