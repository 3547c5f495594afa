// Readers for fields of Firestore documents. Documents are written by people through admin
// screens, so a missing or odd field degrades to a sensible value instead of breaking a page.
import type { Localized } from '@/types/language';

export type DocumentFields = Record<string, unknown>;

export function isRecord(value: unknown): value is DocumentFields {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

export function readString(value: unknown, fallback = ''): string {
  return typeof value === 'string' ? value : fallback;
}

/** A non-empty string, or null: used for optional URLs such as preview images. */
export function readOptionalString(value: unknown): string | null {
  return typeof value === 'string' && value.trim() !== '' ? value : null;
}

export function readNumber(value: unknown, fallback = 0): number {
  return typeof value === 'number' && Number.isFinite(value) ? value : fallback;
}

export function readArray(value: unknown): unknown[] {
  return Array.isArray(value) ? value : [];
}

/** A `{ua, en}` map; a missing language falls back to the other one, then to `fallback`. */
export function readLocalized(value: unknown, fallback = ''): Localized {
  const fields = isRecord(value) ? value : {};
  const ua = readString(fields.ua).trim();
  const en = readString(fields.en).trim();
  return { ua: ua || en || fallback, en: en || ua || fallback };
}
