// Moves a card to another status (ADMIN); stock moves with it on the server.
import type { ChangeStatusInput, PresentedCard } from '@domain/api/orders';
import type { OrderStatus } from '@domain/order-status';
import { callApi } from '@/lib/api-client';
import { useCardMutation } from './card-mutation';

interface StatusChangeInput {
  id: string;
  status: OrderStatus;
  trackingNumber?: string;
  /** The ADMIN's split over dye lots, sent when reserving was refused with LOT_SPLIT_NEEDED. */
  lotTakes?: ChangeStatusInput['lotTakes'];
  /** Told when the shop is busy and the change is about to be sent again (api-client's retries). */
  onBusy?: () => void;
}

async function changeCardStatus({ id, status, trackingNumber, lotTakes, onBusy }: StatusChangeInput): Promise<PresentedCard> {
  const answer = await callApi('/api/changeshoppingcardstatus', {
    shoppingCardId: id,
    status,
    ...(trackingNumber ? { trackingNumber } : {}),
    ...(lotTakes ? { lotTakes } : {}),
  }, { onBusy });
  return answer.data;
}

export function useChangeCardStatus() {
  return useCardMutation(changeCardStatus);
}
