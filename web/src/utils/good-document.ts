// A Firestore `goods` document becomes the app's Good here, and nowhere else. Documents are
// edited by people, so a missing or odd field degrades to a safe value instead of a crash.
import { MEASUREMENTS, WEIGHT_CLASSES, type FibrePart, type Good, type YarnAttributes } from '@/types/good';
import { ALL_GOODS, NO_OUTER_CATEGORY } from '@/types/catalog';
import { isRecord, readArray, readLocalized, readNumber, readOptionalString, readString, type DocumentFields } from './document-fields';
import { readGoodColour } from './yarn-line-document';
import { oneOf } from '@domain/one-of';
import { readPatternYarns, readToolSize } from './goes-with-fields';

function readTime(value: unknown): number {
  if (value instanceof Date) return value.getTime();
  // A Firestore Timestamp, without importing firebase here.
  if (isRecord(value) && typeof value.toMillis === 'function') return (value.toMillis as () => number)();
  if (isRecord(value) && typeof value.seconds === 'number') return value.seconds * 1000;
  return 0;
}

function readFibres(value: unknown): FibrePart[] {
  return readArray(value)
    .filter(isRecord)
    .map((part) => ({ fibre: readString(part.fibre), percent: readNumber(part.percent) }))
    .filter((part) => part.fibre !== '');
}

function readYarn(value: unknown): YarnAttributes | null {
  if (!isRecord(value)) return null;
  const weightClass = readString(value.weightClass);
  const readOptionalNumber = (field: unknown) => (typeof field === 'number' && Number.isFinite(field) ? field : null);
  return {
    brand: readString(value.brand),
    fibres: readFibres(value.fibres),
    weightClass: oneOf(WEIGHT_CLASSES, weightClass, null),
    skeinWeightGrams: readOptionalNumber(value.skeinWeightGrams),
    skeinLengthMeters: readOptionalNumber(value.skeinLengthMeters),
    metersPer100g: readOptionalNumber(value.metersPer100g),
    needleSizeMm: readOptionalString(value.needleSizeMm),
    hookSizeMm: readOptionalString(value.hookSizeMm),
    colour: readLocalized(value.colour),
    colourHex: readOptionalString(value.colourHex),
    dyeLot: readOptionalString(value.dyeLot),
  };
}

export function toGood(id: string, data: DocumentFields): Good {
  const measurement = readString(data.measurement);
  const discount = isRecord(data.discount) ? data.discount : {};
  const amount = readNumber(discount.amount);
  return {
    id,
    title: readLocalized(data.title, id),
    description: readLocalized(data.description),
    kind: readString(data.kind),
    measurement: oneOf(MEASUREMENTS, measurement, 'piece'),
    measurementCount: readNumber(data.measurementCount, 1) || 1,
    outerCategory: readString(data.outerCategory) || NO_OUTER_CATEGORY,
    category: readString(data.category),
    subcategory: readString(data.subcategory) || ALL_GOODS,
    mainImage: readOptionalString(data.mainImage),
    images: readArray(data.images).filter((image): image is string => typeof image === 'string' && image !== ''),
    price: Math.max(0, readNumber(data.price)),
    discount: { hasDiscount: discount.hasDiscount === true && amount > 0, amount },
    popular: data.popular === true,
    newGoodState: data.newGoodState === true,
    quantity: Math.max(0, readNumber(data.quantity)),
    articul: readString(data.articul),
    weightGrams: typeof data.weightGrams === 'number' && data.weightGrams > 0 ? data.weightGrams : null,
    yarn: readYarn(data.yarn),
    yarnColour: readGoodColour(data),
    toolSize: readToolSize(data.toolSize),
    patternYarns: readPatternYarns(data.patternYarns),
    archived: data.archived === true,
    createdAt: readTime(data.createdAt),
  };
}
