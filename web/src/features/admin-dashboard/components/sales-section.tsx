// The period's sales: the chart, the totals, and the same figures as a table behind a disclosure.
// The chart's code (uPlot) is a chunk of its own, fetched once there is something to draw: not by
// a visitor turned away from /admin, nor for an empty period.
import { lazy, Suspense } from 'react';
import { FormattedMessage } from 'react-intl';
import type { OwnerFigures } from '@domain/api/owner-figures';
import { StateMessage } from '@/components/ui/state-message';
import { formatMoney, fromKopecks } from '@/utils/format-money';
import { dayLabel } from '../utils/chart-data';
import styles from './dashboard.module.css';

const SalesChart = lazy(async () => ({ default: (await import('./sales-chart')).SalesChart }));

export function SalesSection({ figures }: { figures: OwnerFigures }) {
  const orders = figures.perDay.reduce((sum, d) => sum + d.orders, 0);
  const revenue = formatMoney(fromKopecks(figures.perDay.reduce((sum, d) => sum + d.revenueKop, 0)));
  return (
    <section className={`${styles.card} ${styles.wide}`} aria-labelledby="dashboard-sales">
      <h2 id="dashboard-sales">
        <FormattedMessage id="adminDashboard.salesTitle" />
      </h2>
      {orders === 0 ? (
        <StateMessage messageId="adminDashboard.empty" />
      ) : (
        <>
          <p className={styles.totals}>
            <FormattedMessage id="adminDashboard.totals" values={{ orders, revenue }} />
          </p>
          <Suspense fallback={<div className={styles.chart} />}>
            <SalesChart perDay={figures.perDay} />
          </Suspense>
          <details className={styles.tableBox}>
            <summary>
              <FormattedMessage id="adminDashboard.asTable" />
            </summary>
            <table className={styles.table}>
              <thead>
                <tr>
                  <th scope="col">
                    <FormattedMessage id="adminDashboard.day" />
                  </th>
                  <th scope="col">
                    <FormattedMessage id="adminDashboard.orders" />
                  </th>
                  <th scope="col">
                    <FormattedMessage id="adminDashboard.revenue" />
                  </th>
                </tr>
              </thead>
              <tbody>
                {figures.perDay.map((d) => (
                  <tr key={d.day}>
                    <th scope="row">{dayLabel(d.day)}</th>
                    <td>{d.orders}</td>
                    <td>{formatMoney(fromKopecks(d.revenueKop))}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </details>
        </>
      )}
    </section>
  );
}
