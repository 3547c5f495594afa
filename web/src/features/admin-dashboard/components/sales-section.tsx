// The period's sales: the chart, the totals, and the same figures as a table behind a disclosure.
import { FormattedMessage } from 'react-intl';
import type { OwnerFigures } from '@domain/api/owner-figures';
import { StateMessage } from '@/components/ui/state-message';
import { formatMoney, fromKopecks } from '@/utils/format-money';
import { chartSeries, dayLabel } from '../utils/chart-data';
import { SalesChart } from './sales-chart';
import styles from './dashboard.module.css';

export function SalesSection({ figures }: { figures: OwnerFigures }) {
  const orders = figures.perDay.reduce((sum, d) => sum + d.orders, 0);
  const revenue = formatMoney(fromKopecks(figures.perDay.reduce((sum, d) => sum + d.revenueKop, 0)));
  const [xs] = chartSeries(figures.perDay);
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
          <SalesChart perDay={figures.perDay} />
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
                {figures.perDay.map((d, i) => (
                  <tr key={d.day}>
                    <th scope="row">{dayLabel(xs[i]!)}</th>
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
