// A shopping card as the ADMIN's lists answer it (docs/api.md, "Shopping cards"): like the
// customer's view plus the history's actors. Parsed here so the screens never see raw JSON.
import { isOrderStatus, type OrderStatus } from '@domain/order-status';
import { isRecord, readArray, readOptionalString } from '@/utils/document-fields';
import { toShoppingCard, type ShoppingCard, type ShoppingCardLine } from '@/utils/shopping-card-document';

export type AdminCardLine = ShoppingCardLine;

export interface HistoryEntry {
  status: OrderStatus;
  at: string | null;
  /** `admin:<uid>`, `user:<uid>` or `guest`. */
  actor: string | null;
}

export interface AdminCard extends ShoppingCard {
  userId: string | null;
  history: HistoryEntry[];
}

function toHistory(value: unknown): HistoryEntry | null {
  if (!isRecord(value) || !isOrderStatus(value.status)) return null;
  return { status: value.status, at: readOptionalString(value.at), actor: readOptionalString(value.actor) };
}

export function toAdminCard(value: unknown): AdminCard {
  const data = isRecord(value) ? value : {};
  return {
    ...toShoppingCard(value),
    userId: readOptionalString(data.userId),
    history: readArray(data.history).map(toHistory).filter((h): h is HistoryEntry => h !== null),
  };
}
