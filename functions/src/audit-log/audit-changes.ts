// What an ADMIN's write changed, as an audit entry keeps it: the changed fields only (a map's
// changed keys one level down), each side as JSON text cut to a few hundred characters, so that
// an entry stays small however large the document.
import { DocumentReference, GeoPoint, Timestamp } from 'firebase-admin/firestore';
import type { AuditChange } from '@domain/api/audit-log';

/** Fields every write touches, or that repeat another field: never listed as a change. */
const UNLOGGED_FIELDS: ReadonlySet<string> = new Set(['lastEdit', 'updatedAt', 'createdAt', 'history', 'goodIds']);
export const MAX_VALUE_CHARS = 300;
export const MAX_CHANGES = 30;

type Fields = Record<string, unknown>;

const isMap = (value: unknown): value is Fields =>
  typeof value === 'object' && value !== null && !Array.isArray(value) && Object.getPrototypeOf(value) === Object.prototype;

/** A Firestore value as plain JSON: times as ISO text, references as paths, keys sorted so equal maps compare equal. */
function plain(value: unknown): unknown {
  if (value instanceof Timestamp) return value.toDate().toISOString();
  if (value instanceof DocumentReference) return value.path;
  if (value instanceof GeoPoint) return { latitude: value.latitude, longitude: value.longitude };
  if (Buffer.isBuffer(value) || value instanceof Uint8Array) return `<${value.length} bytes>`;
  if (Array.isArray(value)) return value.map(plain);
  if (isMap(value)) return Object.fromEntries(Object.keys(value).sort().map((key) => [key, plain(value[key])]));
  return value;
}

const textOf = (value: unknown): string | undefined => (value === undefined ? undefined : JSON.stringify(plain(value)));

/** The value's text for the entry, cut at MAX_VALUE_CHARS. */
export function loggedText(value: unknown): string | undefined {
  const text = textOf(value);
  return text !== undefined && text.length > MAX_VALUE_CHARS ? `${text.slice(0, MAX_VALUE_CHARS - 1)}…` : text;
}

function change(field: string, before: unknown, after: unknown): AuditChange | null {
  if (textOf(before) === textOf(after)) return null;
  const sides = { before: loggedText(before), after: loggedText(after) };
  return { field, ...Object.fromEntries(Object.entries(sides).filter(([, text]) => text !== undefined)) };
}

function changesOfField(field: string, before: unknown, after: unknown): AuditChange[] {
  if (!isMap(before) || !isMap(after)) return [change(field, before, after)].filter((c): c is AuditChange => c !== null);
  const keys = [...new Set([...Object.keys(before), ...Object.keys(after)])].sort();
  return keys.map((key) => change(`${field}.${key}`, before[key], after[key])).filter((c): c is AuditChange => c !== null);
}

/** The changed fields of a write (a creation: every field, after only), at most MAX_CHANGES of them. */
export function changesOf(before: Fields | undefined, after: Fields | undefined): { changes: AuditChange[]; moreChanges: boolean } {
  const fields = [...new Set([...Object.keys(before ?? {}), ...Object.keys(after ?? {})])].filter((field) => !UNLOGGED_FIELDS.has(field)).sort();
  const all = fields.flatMap((field) => changesOfField(field, before?.[field], after?.[field]));
  return { changes: all.slice(0, MAX_CHANGES), moreChanges: all.length > MAX_CHANGES };
}
