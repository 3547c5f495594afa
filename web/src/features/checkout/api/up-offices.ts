// Ukrposhta's post offices as the functions serve them from their copy of the classifier: by
// postcode, or by a town found by name and then searched by postcode or street.
import type { UpCityHit, UpOfficeHit } from '@domain/api/delivery';
import { callApi } from '@/lib/api-client';
import { useDirectoryLookup } from '@/hooks/use-directory-lookup';
import { carrierKeys } from '@/lib/query-keys';

export type UpOfficeOption = UpOfficeHit;
export type UpCityOption = UpCityHit;

export const isPostcode = (text: string) => /^\d{5}$/.test(text);

export function useUpCities(text: string, enabled: boolean) {
  return useDirectoryLookup(text, {
    key: carrierKeys.upCities,
    read: (query) => callApi('/api/searchupcities', { query }).then((a) => a.cities),
    asks: (query) => enabled && query.length >= 2,
  });
}

/** A town's offices filtered by the text; without a town, the offices of the postcode typed. */
export function useUpOffices(cityId: string | null, text: string, enabled: boolean) {
  return useDirectoryLookup(text, {
    key: (query) => carrierKeys.upOffices(cityId, query),
    read: (query) =>
      cityId === null
        ? callApi('/api/getupofficesbypostcode', { postcode: query }).then((a) => a.offices)
        : callApi('/api/getupofficesbycity', { cityId, query }).then((a) => a.offices),
    asks: (query) => enabled && (cityId !== null || isPostcode(query)),
  });
}
