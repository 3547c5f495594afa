// /admin: the ADMIN's landing page. The figures of 7, 30 or 90 days and of this moment, read in
// one call from the summaries the triggers keep (a few documents, however many orders there are).
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { DASHBOARD_PERIODS, type DashboardPeriod, type OwnerFigures } from '@domain/api/owner-figures';
import { LoadError } from '@/components/ui/state-message';
import { Spinner } from '@/components/ui/spinner/spinner';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { useText } from '@/hooks/use-text';
import { useOwnerFigures } from '../api/owner-figures';
import { BestSellersSection, CarriersSection, LowStockSection, MoneySection, StatusesSection, WaitingSection } from './dashboard-sections';
import { DashboardIntl } from './dashboard-intl';
import { RebuildFigures } from './rebuild-figures';
import { SalesSection } from './sales-section';
import styles from './dashboard.module.css';

function PeriodChoice({ days, onDays }: { days: DashboardPeriod; onDays: (days: DashboardPeriod) => void }) {
  const t = useText();
  return (
    <div role="group" aria-label={t('adminDashboard.period')} className={styles.periods}>
      {DASHBOARD_PERIODS.map((period) => (
        <button key={period} type="button" className={styles.period} aria-pressed={period === days} onClick={() => onDays(period)}>
          <FormattedMessage id="adminDashboard.periodDays" values={{ days: period }} />
        </button>
      ))}
    </div>
  );
}

function Figures({ figures }: { figures: OwnerFigures }) {
  return (
    <div className={styles.grid}>
      <SalesSection figures={figures} />
      <WaitingSection waiting={figures.waiting} />
      <MoneySection money={figures.money} />
      <StatusesSection statuses={figures.statuses} />
      <BestSellersSection id="dashboard-colours" titleId="adminDashboard.coloursTitle" sellers={figures.topColours} />
      <BestSellersSection id="dashboard-lines" titleId="adminDashboard.linesTitle" sellers={figures.topLines} />
      <CarriersSection carriers={figures.carriers} />
      <LowStockSection lots={figures.lowStock} />
    </div>
  );
}

function Dashboard() {
  const intl = useIntl();
  const t = useText();
  const title = t('adminDashboard.title');
  useDocumentTitle(`${title} | ${intl.formatMessage({ id: 'shopName' })}`);
  const [days, setDays] = useState<DashboardPeriod>(30);
  const figures = useOwnerFigures(days);
  let body;
  if (figures.isPending) body = <Spinner label={t('adminDashboard.loading')} />;
  else if (figures.isError) body = <LoadError messageId="adminDashboard.loadFailed" onRetry={() => void figures.refetch()} />;
  else body = <Figures figures={figures.data} />;
  return (
    <div className={styles.page} aria-busy={figures.isFetching || undefined}>
      <h1>{title}</h1>
      <p className={styles.intro}>
        <FormattedMessage id="adminDashboard.intro" />
      </p>
      <PeriodChoice days={days} onDays={setDays} />
      {body}
      <RebuildFigures />
    </div>
  );
}

export function DashboardPage() {
  return (
    <DashboardIntl>
      <Dashboard />
    </DashboardIntl>
  );
}
