// Revenue (bars, left scale) and orders (line, right scale) per day, drawn by uPlot: a small
// canvas chart with no dependencies, loaded only with this page's chunk (ADR 21). The same figures
// are in the table under it, for a screen reader and for copying.
import { useEffect, useRef } from 'react';
import uPlot from 'uplot';
import 'uplot/dist/uPlot.min.css';
import type { DayFigures } from '@domain/api/owner-figures';
import { useText } from '@/hooks/use-text';
import { formatMoney } from '@/utils/format-money';
import { chartSeries, placeLabel } from '../utils/chart-data';
import styles from './dashboard.module.css';

const HEIGHT = 240;

/** A CSS custom property of the page, for the canvas (which cannot read them itself). */
const cssColour = (el: Element, name: string, fallback: string) => getComputedStyle(el).getPropertyValue(name).trim() || fallback;

export function SalesChart({ perDay }: { perDay: readonly DayFigures[] }) {
  const box = useRef<HTMLDivElement>(null);
  const t = useText();
  const revenueLabel = t('adminDashboard.revenue');
  const ordersLabel = t('adminDashboard.orders');
  const dayLabelText = t('adminDashboard.day');

  useEffect(() => {
    const el = box.current;
    if (!el) return;
    const wool = cssColour(el, '--color-wool', '#a84d35');
    const sage = cssColour(el, '--color-sage', '#587249');
    const border = cssColour(el, '--color-border', '#e6d6c3');
    const axis = { stroke: cssColour(el, '--color-text-muted', '#6b5650'), grid: { stroke: border, width: 1 }, ticks: { stroke: border, width: 1 } };
    const plot = new uPlot(
      {
        width: Math.max(el.clientWidth, 200),
        height: HEIGHT,
        scales: { x: { time: false, range: (_u, min, max) => [min - 0.5, max + 0.5] }, uah: { range: (_u, _min, max) => [0, Math.max(max, 1)] }, orders: { range: (_u, _min, max) => [0, Math.max(max, 1)] } },
        series: [
          { label: dayLabelText, value: (_u, v) => placeLabel(perDay, v) },
          { label: revenueLabel, scale: 'uah', stroke: wool, fill: `${wool}99`, width: 1, paths: uPlot.paths.bars!({ size: [0.7, 48] }), points: { show: false }, value: (_u, v) => (v == null ? '' : formatMoney(v)) },
          { label: ordersLabel, scale: 'orders', stroke: sage, width: 2, points: { show: perDay.length <= 31, size: 5, fill: sage }, value: (_u, v) => (v == null ? '' : String(v)) },
        ],
        axes: [
          { ...axis, values: (_u, splits) => splits.map((x) => placeLabel(perDay, x)) },
          { ...axis, scale: 'uah', size: 96, values: (_u, splits) => splits.map((v) => formatMoney(v)) },
          { ...axis, scale: 'orders', side: 1, size: 40, grid: { show: false }, values: (_u, splits) => splits.map((v) => (Number.isInteger(v) ? String(v) : '')) },
        ],
        cursor: { drag: { x: false, y: false } },
      },
      chartSeries(perDay),
      el,
    );
    const resize = new ResizeObserver(() => plot.setSize({ width: Math.max(el.clientWidth, 200), height: HEIGHT }));
    resize.observe(el);
    return () => {
      resize.disconnect();
      plot.destroy();
    };
  }, [perDay, revenueLabel, ordersLabel, dayLabelText]);

  return <div ref={box} className={styles.chart} data-testid="sales-chart" aria-hidden="true" />;
}
