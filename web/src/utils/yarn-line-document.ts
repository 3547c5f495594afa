// Firestore's yarnLines documents and the colour fields of a good become the web's shapes here.
// As with goods, an odd field degrades (an unknown swatch draws grey, a bad lot is left out)
// instead of breaking the page.
import { isYarnWeightClass } from '@domain/yarn-weight-classes';
import { WASH_CARE, type FibrePart, type SizeRangeMm, type WashCare, type YarnCare } from '@domain/yarn-line';
import type { DyeLot, GoodColour, Swatch, YarnColour, YarnLineColour, YarnLineView } from '@/types/yarn-line';
import { isRecord, readArray, readLocalized, readNumber, readString, type DocumentFields } from './document-fields';
import { oneOf } from '@domain/one-of';

const NO_SWATCH: Swatch = { kind: 'hex', hex: '#cccccc' };
const number = (value: unknown): number | null => (typeof value === 'number' && Number.isFinite(value) ? value : null);

function readSwatch(value: unknown): Swatch {
  if (!isRecord(value)) return NO_SWATCH;
  if (value.kind === 'hex' && typeof value.hex === 'string' && /^#[0-9a-f]{3,8}$/i.test(value.hex)) return { kind: 'hex', hex: value.hex };
  if (value.kind === 'picture' && typeof value.url === 'string' && value.url !== '') return { kind: 'picture', url: value.url };
  return NO_SWATCH;
}

function readColour(value: unknown): YarnColour | null {
  if (!isRecord(value)) return null;
  const code = readString(value.code);
  const name = readLocalized(value.name, code);
  return { code, name, swatch: readSwatch(value.swatch), family: readString(value.family, 'multicolour') as YarnColour['family'] };
}

function readLots(value: unknown): DyeLot[] {
  return readArray(value)
    .filter(isRecord)
    .map((entry) => ({ lot: readString(entry.lot), quantity: Math.max(0, readNumber(entry.quantity)) }))
    .filter((entry) => entry.lot !== '');
}

/** The colour fields of a good, or null when it is not a colour of a line. */
export function readGoodColour(data: DocumentFields): GoodColour | null {
  const yarnLineId = readString(data.yarnLineId);
  const colour = readColour(data.colour);
  if (yarnLineId === '' || !colour) return null;
  return { yarnLineId, colour, lots: readLots(data.lots) };
}

function readRange(value: unknown): SizeRangeMm | null {
  if (!isRecord(value)) return null;
  const from = number(value.from);
  return from === null ? null : { from, to: number(value.to) };
}

function readCare(value: unknown): YarnCare {
  const care = isRecord(value) ? value : {};
  const wash: WashCare = oneOf(WASH_CARE, care.wash, 'handWash');
  const note = isRecord(care.note) ? readLocalized(care.note) : null;
  return {
    wash,
    maxWashTemperatureC: number(care.maxWashTemperatureC),
    tumbleDry: care.tumbleDry === true,
    iron: care.iron === true,
    bleach: care.bleach === true,
    note: note && (note.ua || note.en) ? note : null,
  };
}

function readLineColour(value: unknown): YarnLineColour | null {
  if (!isRecord(value) || readString(value.goodId) === '') return null;
  const colour = readColour(value);
  if (!colour) return null;
  const quantity = Math.max(0, readNumber(value.quantity));
  return { goodId: readString(value.goodId), ...colour, quantity, largestLot: Math.max(0, readNumber(value.largestLot)) };
}

export function toYarnLine(id: string, data: DocumentFields): YarnLineView | null {
  if (!isYarnWeightClass(data.weightClass)) return null;
  const skein = isRecord(data.skein) ? { metres: readNumber(data.skein.metres), grams: readNumber(data.skein.grams) } : null;
  const gauge = isRecord(data.gauge) ? { stitches: readNumber(data.gauge.stitches), rows: readNumber(data.gauge.rows), needleMm: readNumber(data.gauge.needleMm) } : null;
  const fibres: FibrePart[] = readArray(data.fibres)
    .filter(isRecord)
    .map((part) => ({ fibre: readString(part.fibre), percent: readNumber(part.percent) }))
    .filter((part) => part.fibre !== '');
  return {
    id,
    brand: readString(data.brand),
    name: readString(data.name),
    fibres,
    weightClass: data.weightClass,
    metresPer100g: readNumber(data.metresPer100g),
    skein: skein && skein.metres > 0 ? skein : null,
    needleMm: readRange(data.needleMm) ?? { from: 0, to: null },
    hookMm: readRange(data.hookMm),
    gauge: gauge && gauge.stitches > 0 ? gauge : null,
    care: readCare(data.care),
    colours: readArray(data.colours)
      .map(readLineColour)
      .filter((entry): entry is YarnLineColour => entry !== null),
  };
}
