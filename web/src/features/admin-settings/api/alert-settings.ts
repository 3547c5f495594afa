// The owner's Telegram alerts through the ADMIN's API: the settings with the linked chat and the
// latest failures, saving the choices, a one-time code to link a chat, and unlinking it.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AlertSettings, AlertSettingsView } from '@domain/owner-alerts';
import { callApi } from '@/lib/api-client';

const alertKeys = { settings: () => ['alertSettings'] as const };
/** While a code waits, the screen asks this often whether the owner has sent it to the bot. */
const LINK_POLL_MS = 3_000;

export function useAlertSettings(waitingForLink: boolean) {
  return useQuery({
    queryKey: alertKeys.settings(),
    queryFn: () => callApi('/api/getalertsettings', {}),
    refetchInterval: (query) => (waitingForLink && !query.state.data?.chat ? LINK_POLL_MS : false),
  });
}

function useSettingsCall<Input>(call: (input: Input) => Promise<AlertSettingsView>) {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: call, onSuccess: (view) => queryClient.setQueryData(alertKeys.settings(), view) });
}

export const useSaveAlertSettings = () => useSettingsCall((settings: AlertSettings) => callApi('/api/savealertsettings', settings));
export const useUnlinkAlertChat = () => useSettingsCall(() => callApi('/api/unlinkalertchat', {}));
export function useStartAlertLink() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => callApi('/api/startalertlink', {}),
    // The settings now say a code waits: read them, so the code shows and the screen starts asking.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: alertKeys.settings() }),
  });
}
