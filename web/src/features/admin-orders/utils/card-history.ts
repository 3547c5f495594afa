// The card's history as the ADMIN reads it: its status moves and the messages the shop sent the
// customer (ADR 13), one list in time order. A message without a time goes last.
import type { AdminCard, HistoryEntry, SentMessage } from '@/order/admin-card';

export type HistoryLine = ({ type: 'status' } & HistoryEntry) | ({ type: 'message' } & SentMessage);

export function historyWithMessages(card: Pick<AdminCard, 'history' | 'sentMessages'>): HistoryLine[] {
  const lines: HistoryLine[] = [
    ...card.history.map((entry) => ({ type: 'status' as const, ...entry })),
    ...card.sentMessages.map((message) => ({ type: 'message' as const, ...message })),
  ];
  // A stable sort keeps the status moves in their own order when times tie.
  return lines.sort((a, b) => (a.at ?? '\uffff').localeCompare(b.at ?? '\uffff'));
}
