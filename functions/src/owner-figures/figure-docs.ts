// The owner's summaries (docs/data-model.md, "ownerFigures"): what each document holds, and where.
// Functions only write them; the rules let an ADMIN read them.
import type { Localized } from '@domain/language';
import { db } from '../admin';
import { typedConverter } from '../model/converters';
import { COLLECTIONS } from '../model/types';
import type { Figures, Nested } from './card-figures';

/** `ownerFigureCards/{cardId}`: the counters the card last added, so that a change applies only its difference. */
interface CardFiguresDoc {
  figures: Figures;
}

/** `ownerFigures/month-yyyy-mm`: the month's days by two-digit day, and the colours' titles as ordered. */
export interface MonthFiguresDoc {
  days?: Record<string, Nested<number>>;
  colourTitles?: Record<string, Localized>;
}

/** `ownerFigures/lowStock`: each good with a dye lot (or plain stock) at or below the low-stock mark. */
export interface LowStockDoc {
  goods?: Record<string, { title: Localized; lots: { lot: string | null; quantity: number }[] }>;
  /** Each good's update time (ms) its entry was made from: an older delivery never writes over it. */
  at?: Record<string, number>;
}

export const figuresRef = (docId: string) => db.collection(COLLECTIONS.ownerFigures).doc(docId);
export const cardFiguresRef = (cardId: string) => db.collection(COLLECTIONS.ownerFigureCards).doc(cardId).withConverter(typedConverter<CardFiguresDoc>());
