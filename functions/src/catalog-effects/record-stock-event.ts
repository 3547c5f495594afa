// Stores a stock event once: its id is the good and the write's time, so a second delivery of the
// same write finds it and stores nothing (ADR 13's markers).
import { db } from '../admin';
import { stockEventConverter } from '../model/converters';
import { COLLECTIONS } from '../model/types';
import { stockEventId, type NewStockEvent } from '../stock/stock-events';

const ALREADY_EXISTS = 6;

/** True when stored now, false when an earlier delivery stored it. */
export async function recordStockEvent(event: NewStockEvent): Promise<boolean> {
  try {
    await db.collection(COLLECTIONS.stockEvents).withConverter(stockEventConverter).doc(stockEventId(event.goodId, event.at)).create(event);
    return true;
  } catch (error) {
    if ((error as { code?: unknown }).code === ALREADY_EXISTS) return false;
    throw error;
  }
}
