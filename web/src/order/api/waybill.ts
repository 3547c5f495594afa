// The ADMIN's waybills: make one for a CONFIRMED card (the server asks the carrier and moves the
// card to SENT), and download its label, which the server fetches so the carrier's key stays there.
import type { PresentedCard } from '@domain/api/orders';
import { useMutation, useQuery } from '@tanstack/react-query';
import { callApi } from '@/lib/api-client';
import { shippingSettingsKeys } from '@/lib/query-keys';
import { useCardMutation } from './card-mutation';

async function createWaybill(id: string): Promise<PresentedCard> {
  const answer = await callApi('/api/createwaybill', { shoppingCardId: id });
  return answer.data;
}

export function useCreateWaybill() {
  return useCardMutation(createWaybill);
}

/** Saves the label as a PDF file: the pages' security policy lets no PDF open inside them. */
async function downloadWaybillLabel(id: string): Promise<void> {
  const label = await callApi('/api/getwaybilllabel', { shoppingCardId: id });
  const bytes = Uint8Array.from(atob(label.base64), (char) => char.charCodeAt(0));
  const url = URL.createObjectURL(new Blob([bytes], { type: label.contentType }));
  const link = document.createElement('a');
  link.href = url;
  link.download = label.fileName;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}

export function useDownloadWaybillLabel() {
  return useMutation({ mutationFn: downloadWaybillLabel });
}

/**
 * Whether the shop can make Ukrposhta waybills: only with its Ukrposhta client id set in the
 * shipping settings (else the server refuses with 409). Read under the settings screen's key.
 */
export function useUkrposhtaSenderSet(enabled: boolean) {
  return useQuery({
    enabled,
    queryKey: shippingSettingsKeys.current(),
    queryFn: () => callApi('/api/getshippingsettings', {}),
    select: (answer) => Boolean(answer.settings?.ukrposhtaSenderUuid),
  });
}
