// Ukrposhta's post offices for checkout (anyone): by postcode, or by a city found by name. Only
// open, unrestricted offices are offered; the answers come from the shop's copy of the classifier.
import type { UpCityHit, UpOfficeHit } from '@domain/api/delivery';
import type { UpPostOffice } from '../model/up-copy-docs';
import { limitCarrierLookups } from './carrier-lookup-limit';
import { lowerUk, settlementDisplay } from '../model/np-directory-docs';
import { citiesNamed, officesOfCity, officesOfPostcode } from '../carrier-directories/up-copy-reads';

const CITY_HITS = 20;
const OFFICE_HITS = 50;

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

export async function upOfficesByPostcode(postcode: string, clientAddress: string) {
  return { offices: offered(await officesOfPostcode(postcode, limitCarrierLookups(clientAddress))) };
}

export async function searchUpCities(query: string, clientAddress: string) {
  const cities = (await citiesNamed(query, limitCarrierLookups(clientAddress))).slice(0, CITY_HITS);
  return { cities: cities.map((city): UpCityHit => ({ ...city, display: settlementDisplay(city.name, city.district, city.region) })) };
}

export async function upOfficesByCity(cityId: string, query: string, clientAddress: string) {
  const wanted = lowerUk(query);
  const found = offered(await officesOfCity(cityId, limitCarrierLookups(clientAddress))).filter((office) => matches(office, wanted));
  return { offices: found.slice(0, OFFICE_HITS), total: found.length };
}
