// Ukrposhta's post offices for checkout (anyone): by postcode, or by a city found by name. Only
// open, unrestricted offices are offered; the answers come from the shop's copy of the classifier.
import { Router, type Request, type Response } from 'express';
import { z } from 'zod';
import type { UpCity, UpPostOffice } from '../carriers/ukrposhta-offices';
import { asyncRoute } from '../http/async-route';
import { clientAddress } from '../http/client-address';
import { enforceRateLimits } from '../http/rate-limit';
import { RATE_RULES } from '../http/rate-limit-rules';
import { parseBody } from '../http/validate';
import { lowerUk, settlementDisplay } from './np-directory-docs';
import { citiesNamed, officesOfCity, officesOfPostcode } from './up-copy-reads';

export const CITY_HITS = 20;
export const OFFICE_HITS = 50;

const postcode = z.string().regex(/^\d{5}$/);
const postcodeBody = z.strictObject({ postcode });
const citiesBody = z.strictObject({ query: z.string().trim().min(2).max(60) });
const cityOfficesBody = z.strictObject({ cityId: z.string().regex(/^\d{1,12}$/), query: z.string().trim().max(60).default('') });

export interface UpOfficeHit {
  id: string;
  postcode: string;
  name: string;
  address: string;
  city: string | null;
}

export interface UpCityHit extends UpCity {
  /** e.g. "Сокільники, Львівський р-н, Львівська обл." */
  display: string;
}

function offered(offices: UpPostOffice[]): UpOfficeHit[] {
  return offices
    .filter((office) => office.selectable)
    .map(({ id, postcode, name, address, city }) => ({ id, postcode, name, address, city }))
    .sort((a, b) => a.postcode.localeCompare(b.postcode) || a.id.localeCompare(b.id));
}

/** Digits search the postcode from its start; anything else searches the address. */
function matches(office: UpOfficeHit, query: string): boolean {
  if (!query) return true;
  if (/^\d+$/.test(query)) return office.postcode.startsWith(query);
  const text = lowerUk(`${office.name} ${office.address}`);
  return query.split(/\s+/).every((word) => text.includes(word));
}

/** Counts a lookup against the caller's limit only when the carrier must be asked. */
const limitCarrierLookups = (req: Request, res: Response) => () => enforceRateLimits(res, [{ rule: RATE_RULES.carrierLookupPerAddress, key: clientAddress(req) }]);

export function upOfficeRouter(): Router {
  const router = Router();
  router.post('/api/getupofficesbypostcode', asyncRoute(async (req, res) => {
    const body = parseBody(postcodeBody, req.body);
    res.json({ offices: offered(await officesOfPostcode(body.postcode, limitCarrierLookups(req, res))) });
  }));
  router.post('/api/searchupcities', asyncRoute(async (req, res) => {
    const { query } = parseBody(citiesBody, req.body);
    const cities = (await citiesNamed(query, limitCarrierLookups(req, res))).slice(0, CITY_HITS);
    res.json({ cities: cities.map((city): UpCityHit => ({ ...city, display: settlementDisplay(city.name, city.district, city.region) })) });
  }));
  router.post('/api/getupofficesbycity', asyncRoute(async (req, res) => {
    const { cityId, query } = parseBody(cityOfficesBody, req.body);
    const wanted = lowerUk(query);
    const found = offered(await officesOfCity(cityId, limitCarrierLookups(req, res))).filter((office) => matches(office, wanted));
    res.json({ offices: found.slice(0, OFFICE_HITS), total: found.length });
  }));
  return router;
}
