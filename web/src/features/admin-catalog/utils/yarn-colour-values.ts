// The yarn-colour part of the good form (docs/api.md, "Catalogue editing": savegood's yarnColour):
// the line, the colour and its dye lots as the inputs hold them, checked by the same zod rules
// the server uses, and turned into the payload.
import { DyeLotSchema } from '@domain/yarn-line-schemas';
import { COLOUR_FAMILIES, type ColourFamily, type DyeLot } from '@domain/yarn-line';
import type { GoodColour } from '@/types/yarn-line';

export { COLOUR_FAMILIES };

export interface LotRow {
  /** Stable while the row lives, so React keeps each row's inputs (and focus) in place. */
  key: number;
  lot: string;
  quantity: string;
}

export interface ColourValues {
  lineId: string;
  code: string;
  nameUa: string;
  nameEn: string;
  swatchKind: 'hex' | 'picture';
  hex: string;
  pictureUrl: string;
  family: ColourFamily;
  lots: LotRow[];
  /** The lots as the form was opened with them (null for a new colour); the server refuses a save over changed ones. */
  lotsSeen: DyeLot[] | null;
}

export interface YarnColourPayload {
  lineId: string;
  colour: { code: string; name: { ua: string; en: string }; swatch: { kind: 'hex'; hex: string } | { kind: 'picture'; url: string }; family: ColourFamily };
  lots: DyeLot[];
  lotsSeen?: DyeLot[] | null;
}

export type ColourErrors = Partial<Record<'lineId' | 'code' | 'nameUa' | 'nameEn' | 'hex' | 'pictureUrl' | 'lots', string>> & {
  /** Per lot row (by key): a message key for its label or its number. */
  rows?: Record<number, { lot?: string; quantity?: string }>;
};

let nextKey = 1;
export const lotRow = (lot = '', quantity = ''): LotRow => ({ key: nextKey++, lot, quantity });

const HEX = /^#[0-9a-fA-F]{6}$/;
const CODE = /^[\p{L}\p{N}][\p{L}\p{N} ./-]{0,23}$/u;
const WHOLE = /^\d+$/;

export function emptyColourValues(lineId = ''): ColourValues {
  return { lineId, code: '', nameUa: '', nameEn: '', swatchKind: 'hex', hex: '#a84d35', pictureUrl: '', family: 'red', lots: [lotRow()], lotsSeen: null };
}

export function colourToValues(colour: GoodColour): ColourValues {
  const { swatch } = colour.colour;
  return {
    lineId: colour.yarnLineId,
    code: colour.colour.code,
    nameUa: colour.colour.name.ua,
    nameEn: colour.colour.name.en,
    swatchKind: swatch.kind,
    hex: swatch.kind === 'hex' ? swatch.hex : '#a84d35',
    pictureUrl: swatch.kind === 'picture' ? swatch.url : '',
    family: colour.colour.family,
    lots: colour.lots.map((entry) => lotRow(entry.lot, String(entry.quantity))),
    lotsSeen: colour.lots,
  };
}

/** The stock the lots add up to, counting a row that is not a whole number as 0. */
export function lotsTotal(rows: readonly LotRow[]): number {
  return rows.reduce((sum, row) => sum + (WHOLE.test(row.quantity.trim()) ? Number(row.quantity.trim()) : 0), 0);
}

function lotErrors(rows: readonly LotRow[]): ColourErrors['rows'] {
  const found: NonNullable<ColourErrors['rows']> = {};
  const seen = new Set<string>();
  for (const row of rows) {
    const lot = row.lot.trim();
    const quantity = row.quantity.trim();
    const errors: { lot?: string; quantity?: string } = {};
    if (!DyeLotSchema.shape.lot.safeParse(lot).success) errors.lot = 'adminCatalog.yarnLine.error.lotLabel';
    else if (seen.has(lot)) errors.lot = 'adminCatalog.yarnLine.error.lotTwice';
    seen.add(lot);
    if (!WHOLE.test(quantity) || !DyeLotSchema.shape.quantity.safeParse(Number(quantity)).success) errors.quantity = 'adminCatalog.yarnLine.error.lotQuantity';
    if (errors.lot || errors.quantity) found[row.key] = errors;
  }
  return Object.keys(found).length ? found : undefined;
}

export function validateColour(values: ColourValues): ColourErrors {
  const errors: ColourErrors = {};
  if (!values.lineId) errors.lineId = 'adminCatalog.yarnLine.error.chooseLine';
  if (!CODE.test(values.code.trim())) errors.code = 'adminCatalog.yarnLine.error.code';
  if (!values.nameUa.trim()) errors.nameUa = 'adminCatalog.error.required';
  if (!values.nameEn.trim()) errors.nameEn = 'adminCatalog.error.required';
  if (values.swatchKind === 'hex' && !HEX.test(values.hex.trim())) errors.hex = 'adminCatalog.error.colourHex';
  if (values.swatchKind === 'picture' && !values.pictureUrl) errors.pictureUrl = 'adminCatalog.yarnLine.error.picture';
  const rows = lotErrors(values.lots);
  if (rows) {
    errors.rows = rows;
    errors.lots = 'adminCatalog.yarnLine.error.lots';
  }
  return errors;
}

export const hasColourErrors = (errors: ColourErrors) => Object.keys(errors).length > 0;

export function toColourPayload(values: ColourValues): YarnColourPayload {
  const hex = values.hex.trim().toLowerCase();
  return {
    lineId: values.lineId,
    colour: {
      code: values.code.trim(),
      name: { ua: values.nameUa.trim(), en: values.nameEn.trim() },
      swatch: values.swatchKind === 'hex' ? { kind: 'hex', hex } : { kind: 'picture', url: values.pictureUrl },
      family: values.family,
    },
    lots: values.lots.map((row) => ({ lot: row.lot.trim(), quantity: Number(row.quantity.trim()) })),
    ...(values.lotsSeen && { lotsSeen: values.lotsSeen }),
  };
}
