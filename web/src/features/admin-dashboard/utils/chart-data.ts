// The chart's series from the period's days: uPlot takes aligned arrays, x in seconds. Each day
// sits at noon UTC, and its label is read back in UTC, so a browser in any time zone labels a
// Kyiv day with its own date.
import type { DayFigures } from '@domain/api/owner-figures';
import { fromKopecks } from '@/utils/format-money';

export type ChartSeries = [x: number[], revenue: number[], orders: number[]];

export function chartSeries(perDay: readonly DayFigures[]): ChartSeries {
  return [perDay.map((d) => Date.parse(`${d.day}T12:00:00Z`) / 1000), perDay.map((d) => fromKopecks(d.revenueKop)), perDay.map((d) => d.orders)];
}

/** "28.11", the way the shop writes a day in both languages. */
export function dayLabel(seconds: number): string {
  const iso = new Date(seconds * 1000).toISOString();
  return `${iso.slice(8, 10)}.${iso.slice(5, 7)}`;
}

/** A refusal rate as a whole percent; none without parcels. */
export const refusalRate = (refused: number, sent: number): string | null => (sent > 0 ? `${Math.round((refused / sent) * 100)}%` : null);
