// Ukrposhta's post offices as the functions serve them from their copy of the classifier: by
// postcode, or by a town found by name and then searched by postcode or street.
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { UpCityHit, UpOfficeHit } from '@domain/api/delivery';
import { callApi } from '@/lib/api-client';
import { usePaused } from '@/hooks/use-paused';
import { carrierKeys } from '@/lib/query-keys';

export type UpOfficeOption = UpOfficeHit;
export type UpCityOption = UpCityHit;

const FRESH_MS = 10 * 60_000;
export const isPostcode = (text: string) => /^\d{5}$/.test(text);

export function useUpCities(text: string, enabled: boolean) {
  const query = usePaused(text.trim());
  return useQuery({
    queryKey: carrierKeys.upCities(query),
    queryFn: () => callApi('/api/searchupcities', { query }).then((a) => a.cities),
    enabled: enabled && query.length >= 2,
    staleTime: FRESH_MS,
    placeholderData: keepPreviousData,
  });
}

/** A town's offices filtered by the text; without a town, the offices of the postcode typed. */
export function useUpOffices(cityId: string | null, text: string, enabled: boolean) {
  const query = usePaused(text.trim());
  const byPostcode = cityId === null;
  return useQuery({
    queryKey: carrierKeys.upOffices(cityId, query),
    queryFn: () =>
      byPostcode
        ? callApi('/api/getupofficesbypostcode', { postcode: query }).then((a) => a.offices)
        : callApi('/api/getupofficesbycity', { cityId, query }).then((a) => a.offices),
    enabled: enabled && (byPostcode ? isPostcode(query) : true),
    staleTime: FRESH_MS,
    placeholderData: keepPreviousData,
  });
}
