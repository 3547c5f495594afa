// The shop's sender settings and the carrier's lists they are chosen from, through the ADMIN's API.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ShippingSettings } from '@domain/shipping';
import { callApi } from '@/lib/api-client';
import { carrierKeys, shippingSettingsKeys } from '@/lib/query-keys';

export type { NpContactOption } from '@domain/api/delivery';

const SETTINGS_KEY = shippingSettingsKeys.current();

export function useShippingSettings() {
  return useQuery({
    queryKey: SETTINGS_KEY,
    queryFn: () => callApi('/api/getshippingsettings', {}),
  });
}

export function useSaveShippingSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (settings: ShippingSettings) =>
      callApi('/api/saveshippingsettings', settings).then((a) => a.settings),
    // The saved branch's name is the server's to give; the next read brings it.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: SETTINGS_KEY }),
  });
}

/** The shop's senders at Nova Poshta with their contact persons; asked of the carrier, so kept a while. */
export function useNpSenders() {
  return useQuery({
    queryKey: carrierKeys.npSenders(),
    queryFn: () => callApi('/api/getnpsenders', {}).then((a) => a.senders),
    staleTime: 10 * 60_000,
  });
}
