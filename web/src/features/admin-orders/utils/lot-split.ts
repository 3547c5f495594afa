// The ADMIN's split of yarn lines over dye lots (ADR 4): what a 409 LOT_SPLIT_NEEDED names, the
// numbers as typed, and the takes to resend once every line adds up.
import { ApiError } from '@/lib/api-client';
import { isRecord, readArray, readNumber, readString } from '@/utils/document-fields';

export interface LotTakeInput {
  lot: string;
  quantity: number;
}

export interface SplitLine {
  goodId: string;
  quantityToSell: number;
  /** The shop's proposal: the fewest lots, largest first. */
  proposal: LotTakeInput[];
}

export interface LineTakes {
  goodId: string;
  takes: LotTakeInput[];
}

/** The lines a refused reservation needs split, or null when the error is something else. */
export function splitNeeded(error: unknown): SplitLine[] | null {
  if (!(error instanceof ApiError) || error.code !== 'LOT_SPLIT_NEEDED' || !isRecord(error.details)) return null;
  const lines = readArray(error.details.lines)
    .filter(isRecord)
    .map((line) => ({
      goodId: readString(line.goodId),
      quantityToSell: readNumber(line.quantityToSell),
      proposal: readArray(line.proposal)
        .filter(isRecord)
        .map((take) => ({ lot: readString(take.lot), quantity: readNumber(take.quantity) }))
        .filter((take) => take.lot !== ''),
    }))
    .filter((line) => line.goodId !== '' && line.proposal.length > 0);
  return lines.length ? lines : null;
}

/** Typed numbers per good and lot, starting from the proposal. */
type SplitDraft = Record<string, Record<string, string>>;

export function draftOf(lines: readonly SplitLine[]): SplitDraft {
  return Object.fromEntries(lines.map((line) => [line.goodId, Object.fromEntries(line.proposal.map((t) => [t.lot, String(t.quantity)]))]));
}

/** A whole number from 0, or null for anything else (empty counts as 0). */
export function typedQuantity(text: string): number | null {
  const trimmed = text.trim();
  if (trimmed === '') return 0;
  return /^\d{1,6}$/.test(trimmed) ? Number(trimmed) : null;
}

/** The lots offered for a line: the proposal's first, then the good's other lots that hold any. */
export function offeredLots(line: SplitLine, held: readonly LotTakeInput[] | undefined): { lot: string; held: number | null }[] {
  const holding = (lot: string) => held?.find((entry) => entry.lot === lot)?.quantity ?? null;
  const others = (held ?? []).filter(({ lot, quantity }) => quantity > 0 && !line.proposal.some((take) => take.lot === lot));
  return [...line.proposal, ...others].map(({ lot }) => ({ lot, held: holding(lot) }));
}

/** The sum typed for a line, or null while a number is not a whole number. */
export function typedSum(line: SplitLine, draft: SplitDraft): number | null {
  let sum = 0;
  for (const text of Object.values(draft[line.goodId] ?? {})) {
    const quantity = typedQuantity(text);
    if (quantity === null) return null;
    sum += quantity;
  }
  return sum;
}

/** The takes to send, or null while any line does not add up to its quantity. Lots of 0 are left out. */
export function takesOf(lines: readonly SplitLine[], draft: SplitDraft): LineTakes[] | null {
  if (lines.some((line) => typedSum(line, draft) !== line.quantityToSell)) return null;
  return lines.map((line) => ({
    goodId: line.goodId,
    takes: Object.entries(draft[line.goodId] ?? {})
      .map(([lot, text]) => ({ lot, quantity: typedQuantity(text) ?? 0 }))
      .filter((take) => take.quantity > 0),
  }));
}
