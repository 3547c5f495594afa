// The yarn line's form (POST /api/saveyarnline): its attributes as the inputs hold them, checked
// with domain's YarnLineSchema (the server's own rules) and turned into the payload.
import type { ApiInput } from '@domain/api/contract';
import { YarnLineSchema } from '@domain/yarn-line-schemas';
import type { WashCare, YarnLine } from '@domain/yarn-line';
import type { YarnWeightClass } from '@domain/yarn-weight-classes';

export interface YarnLineValues {
  lineId?: string;
  brand: string;
  name: string;
  /** "merino 80, polyamide 20": a fibre key and its whole percent, comma-separated. */
  fibres: string;
  weightClass: YarnWeightClass;
  metresPer100g: string;
  skeinMetres: string;
  skeinGrams: string;
  needleFrom: string;
  needleTo: string;
  hookFrom: string;
  hookTo: string;
  gaugeStitches: string;
  gaugeRows: string;
  gaugeNeedle: string;
  wash: WashCare;
  maxWashTemperatureC: string;
  tumbleDry: boolean;
  iron: boolean;
  bleach: boolean;
}

/** The body of POST /api/saveyarnline, as the API's contract types it. */
export type YarnLinePayload = ApiInput<'/api/saveyarnline'>;
export type YarnLineTextKey = Exclude<keyof YarnLineValues, 'lineId' | 'weightClass' | 'wash' | 'tumbleDry' | 'iron' | 'bleach'>;
export type YarnLineErrors = Partial<Record<YarnLineTextKey, string>>;

const text = (value: number | null | undefined) => (value === null || value === undefined ? '' : String(value));
const number = (value: string) => (value.trim() === '' ? null : Number(value.trim().replace(',', '.')));

export function emptyLineValues(): YarnLineValues {
  return {
    brand: '', name: '', fibres: 'wool 100', weightClass: 'medium', metresPer100g: '', skeinMetres: '', skeinGrams: '',
    needleFrom: '', needleTo: '', hookFrom: '', hookTo: '', gaugeStitches: '', gaugeRows: '', gaugeNeedle: '',
    wash: 'handWash', maxWashTemperatureC: '30', tumbleDry: false, iron: false, bleach: false,
  };
}

export function lineToValues(line: YarnLine): YarnLineValues {
  return {
    lineId: line.id, brand: line.brand, name: line.name, fibres: line.fibres.map((part) => `${part.fibre} ${part.percent}`).join(', '),
    weightClass: line.weightClass, metresPer100g: text(line.metresPer100g), skeinMetres: text(line.skein?.metres), skeinGrams: text(line.skein?.grams),
    needleFrom: text(line.needleMm.from), needleTo: text(line.needleMm.to), hookFrom: text(line.hookMm?.from), hookTo: text(line.hookMm?.to),
    gaugeStitches: text(line.gauge?.stitches), gaugeRows: text(line.gauge?.rows), gaugeNeedle: text(line.gauge?.needleMm),
    wash: line.care.wash, maxWashTemperatureC: text(line.care.maxWashTemperatureC), tumbleDry: line.care.tumbleDry, iron: line.care.iron, bleach: line.care.bleach,
  };
}

function parseFibres(value: string): { fibre: string; percent: number }[] {
  return value
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean)
    .map((part) => {
      const [, fibre = '', percent = ''] = /^([^\d]*?)\s*(\d+)\s*%?$/.exec(part) ?? [];
      return { fibre: fibre.trim().toLowerCase(), percent: percent ? Number(percent) : NaN };
    });
}

/** Empty "to" means one size; empty gauge or hook fields leave them out. */
export function toLinePayload(values: YarnLineValues, line?: Pick<YarnLine, 'care'>): YarnLinePayload {
  const skeinMetres = number(values.skeinMetres);
  const hookFrom = number(values.hookFrom);
  const stitches = number(values.gaugeStitches);
  return {
    ...(values.lineId && { lineId: values.lineId }),
    brand: values.brand.trim(),
    name: values.name.trim(),
    fibres: parseFibres(values.fibres),
    weightClass: values.weightClass,
    metresPer100g: number(values.metresPer100g) ?? NaN,
    skein: skeinMetres === null && !values.skeinGrams.trim() ? null : { metres: skeinMetres ?? NaN, grams: number(values.skeinGrams) ?? NaN },
    needleMm: { from: number(values.needleFrom) ?? NaN, to: number(values.needleTo) },
    hookMm: hookFrom === null ? null : { from: hookFrom, to: number(values.hookTo) },
    gauge: stitches === null ? null : { stitches, rows: number(values.gaugeRows) ?? NaN, needleMm: number(values.gaugeNeedle) ?? NaN },
    care: {
      wash: values.wash,
      maxWashTemperatureC: number(values.maxWashTemperatureC),
      tumbleDry: values.tumbleDry,
      iron: values.iron,
      bleach: values.bleach,
      note: line?.care.note ?? null,
    },
  };
}

/** Which input each of the schema's paths belongs to. */
const FIELD_OF_PATH: Record<string, YarnLineTextKey> = {
  brand: 'brand', name: 'name', fibres: 'fibres', metresPer100g: 'metresPer100g', 'skein.metres': 'skeinMetres', 'skein.grams': 'skeinGrams',
  'needleMm.from': 'needleFrom', 'needleMm.to': 'needleTo', 'hookMm.from': 'hookFrom', 'hookMm.to': 'hookTo', 'gauge.stitches': 'gaugeStitches',
  'gauge.rows': 'gaugeRows', 'gauge.needleMm': 'gaugeNeedle', 'care.maxWashTemperatureC': 'maxWashTemperatureC',
};

export function validateLine(payload: YarnLinePayload): YarnLineErrors {
  const result = YarnLineSchema.safeParse({ ...payload, id: payload.lineId ?? 'new-line' });
  if (result.success) return {};
  const errors: YarnLineErrors = {};
  for (const issue of result.error.issues) {
    const path = issue.path.map(String);
    const field = FIELD_OF_PATH[path.join('.')] ?? FIELD_OF_PATH[path.filter((part) => !/^\d+$/.test(part)).slice(0, 1).join('.')];
    if (field && !errors[field]) errors[field] = field === 'fibres' ? 'adminCatalog.yarnLine.error.fibres' : field === 'brand' || field === 'name' ? 'adminCatalog.error.required' : 'adminCatalog.yarnLine.error.number';
  }
  return errors;
}
