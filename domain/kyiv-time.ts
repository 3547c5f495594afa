// Kyiv wall-clock time, for what the owner sets in Kyiv time (quiet hours, a slide's dates) while
// the functions and browsers run in any zone. Pure: Intl knows the zone's summer time.
const KYIV = 'Europe/Kyiv';

const parts = (ms: number) => {
  const fields = new Intl.DateTimeFormat('en-GB', {
    timeZone: KYIV,
    hourCycle: 'h23',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
  }).formatToParts(new Date(ms));
  const get = (type: string) => fields.find((p) => p.type === type)?.value ?? '00';
  return { year: get('year'), month: get('month'), day: get('day'), hour: get('hour'), minute: get('minute') };
};

/** Minutes since Kyiv's midnight at `ms` (0..1439). */
export function kyivMinuteOfDay(ms: number): number {
  const { hour, minute } = parts(ms);
  return Number(hour) * 60 + Number(minute);
}

/** `ms` as Kyiv's "yyyy-mm-ddThh:mm" (what an <input type="datetime-local"> holds). */
export function toKyivLocal(ms: number): string {
  const p = parts(ms);
  return `${p.year}-${p.month}-${p.day}T${p.hour}:${p.minute}`;
}

export const KYIV_LOCAL_PATTERN = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})$/;

/** Kyiv's "yyyy-mm-ddThh:mm" as epoch ms, or null when it is not such a time. */
export function fromKyivLocal(local: string): number | null {
  const match = KYIV_LOCAL_PATTERN.exec(local);
  if (!match) return null;
  const [, y, mo, d, h, mi] = match.map(Number) as [number, number, number, number, number, number];
  const asUtc = Date.UTC(y, mo - 1, d, h, mi);
  if (Number.isNaN(asUtc) || toUtcLocal(asUtc) !== local) return null;
  // The zone's offset at that moment, found from the wall clock it shows; corrected once more
  // around a change of summer time.
  let ms = asUtc - (Date.parse(`${toKyivLocal(asUtc)}Z`) - asUtc);
  ms = asUtc - (Date.parse(`${toKyivLocal(ms)}Z`) - ms);
  return ms;
}

function toUtcLocal(ms: number): string {
  return new Date(ms).toISOString().slice(0, 16);
}

/** "hh:mm" as minutes since midnight, or null. */
export function minutesOf(hhmm: string): number | null {
  const match = /^([01]\d|2[0-3]):([0-5]\d)$/.exec(hhmm);
  return match ? Number(match[1]) * 60 + Number(match[2]) : null;
}
