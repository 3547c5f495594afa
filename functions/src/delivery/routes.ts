// Delivery directories for checkout (anyone): Nova Poshta's settlements and branches from the
// shop's copy, Ukrposhta's post offices read through; and the copy's refresh by hand (ADMIN).
import type { Router } from 'express';
import { npBranchesSchema, npRefreshSchema, placeQuerySchema, upCityOfficesSchema, upPostcodeSchema } from '@domain/api/delivery';
import { carrierConfigs } from '../carriers/carrier-config';
import { endpoint, routerOf } from '../http/endpoint';
import { findNpBranches, forgetKeptBranches, searchNpSettlements } from './np-directory-reads';
import { refreshNpDirectory } from './np-directory-refresh';
import { searchUpCities, upOfficesByCity, upOfficesByPostcode } from './up-office-search';

export function deliveryRouter(): Router {
  return routerOf([
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
