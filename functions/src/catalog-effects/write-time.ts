// When the watched document was written, as the triggers compare it with the index's read time.
import { Timestamp, type DocumentSnapshot } from 'firebase-admin/firestore';

/**
 * The document's own update time; a deletion has none, so the event's time, a millisecond later
 * (the event's text may round the commit down, and a later time only asks for more).
 */
export function writeTimeOf(after: DocumentSnapshot, eventTime: string): Timestamp {
  if (after.exists && after.updateTime) return after.updateTime;
  return Timestamp.fromMillis(Date.parse(eventTime) + 1);
}
