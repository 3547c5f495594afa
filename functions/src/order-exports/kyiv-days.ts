// Kyiv days as instants: an export's range is the shop's days, and a Kyiv day starts at 21:00
// or 22:00 UTC of the day before, by the season.
const KYIV = new Intl.DateTimeFormat('en-GB', {
  timeZone: 'Europe/Kyiv',
  hourCycle: 'h23',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
});

/** How far Kyiv's wall clock is ahead of UTC at `utcMs`. */
function kyivOffsetMs(utcMs: number): number {
  const part = Object.fromEntries(KYIV.formatToParts(new Date(utcMs)).map((p) => [p.type, Number(p.value)]));
  return Date.UTC(part.year!, part.month! - 1, part.day!, part.hour!, part.minute!, part.second!) - Math.floor(utcMs / 1000) * 1000;
}

/** Whether `day` (yyyy-mm-dd) is a date of the calendar: 2026-02-30 is not. */
export function isCalendarDay(day: string): boolean {
  const ms = Date.parse(`${day}T00:00:00Z`);
  return Number.isFinite(ms) && new Date(ms).toISOString().slice(0, 10) === day;
}

/** The instant Kyiv's `day` begins. */
export function kyivDayStartMs(day: string): number {
  const wallMidnight = Date.parse(`${day}T00:00:00Z`);
  // The offset at the guess, then at the answer: right on both sides of a clock change.
  const guess = wallMidnight - kyivOffsetMs(wallMidnight);
  return wallMidnight - kyivOffsetMs(guess);
}

/** The day after `day`, yyyy-mm-dd. */
export function nextDay(day: string): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);
}

/** "2026-11-28 14:05": when an order was placed, on Kyiv's clock. */
export function kyivMinute(ms: number): string {
  return new Date(ms).toLocaleString('sv-SE', { timeZone: 'Europe/Kyiv' }).slice(0, 16);
}
