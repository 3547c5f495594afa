import type { PresentedCard, PresentedHistoryEntry, PresentedSentMessage } from '@domain/api/orders';
// The card's history as the ADMIN reads it: its status moves and the messages the shop sent the
// customer (ADR 13), one list in time order. A message without a time goes last.

type HistoryLine = ({ type: 'status' } & PresentedHistoryEntry) | ({ type: 'message' } & PresentedSentMessage);

export function historyWithMessages(card: Pick<PresentedCard, 'history' | 'sentMessages'>): HistoryLine[] {
  const lines: HistoryLine[] = [
    ...card.history.map((entry) => ({ type: 'status' as const, ...entry })),
    ...(card.sentMessages ?? []).map((message) => ({ type: 'message' as const, ...message })),
  ];
  // A stable sort keeps the status moves in their own order when times tie.
  return lines.sort((a, b) => (a.at ?? '\uffff').localeCompare(b.at ?? '\uffff'));
}
