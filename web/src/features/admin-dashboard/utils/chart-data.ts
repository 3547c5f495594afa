// The chart's series from the period's days: uPlot takes aligned arrays. The x values are the
// days' places (0, 1, …), labelled with their Kyiv dates: a time scale would place and label its
// ticks in the browser's time zone, and name the wrong day anywhere east or west of Kyiv.
import type { DayFigures } from '@domain/api/owner-figures';
import { fromKopecks } from '@/utils/format-money';

type ChartSeries = [x: number[], revenue: number[], orders: number[]];

export function chartSeries(perDay: readonly DayFigures[]): ChartSeries {
  return [perDay.map((_, i) => i), perDay.map((d) => fromKopecks(d.revenueKop)), perDay.map((d) => d.orders)];
}

/** "28.11", the way the shop writes a day in both languages. */
export const dayLabel = (day: string): string => `${day.slice(8, 10)}.${day.slice(5, 7)}`;

/** The label of the day at chart place `x`; none between days. */
export const placeLabel = (perDay: readonly DayFigures[], x: number | null | undefined): string => (x != null && Number.isInteger(x) && perDay[x] ? dayLabel(perDay[x].day) : '');

/** A refusal rate as a whole percent; none without parcels. */
export const refusalRate = (refused: number, sent: number): string | null => (sent > 0 ? `${Math.round((refused / sent) * 100)}%` : null);
