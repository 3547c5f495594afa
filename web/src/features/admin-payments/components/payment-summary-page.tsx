// /admin/payments: one Kyiv day's money as the shop recorded it beside the provider's statement.
// Every difference is listed and marked, never hidden; a provider that could not be asked says why.
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { MoneyTotals, PaymentSummary } from '@domain/api/payments';
import { TextField } from '@/components/ui/text-field';
import { LoadError } from '@/components/ui/state-message';
import { Spinner } from '@/components/ui/spinner/spinner';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { useText } from '@/hooks/use-text';
import { formatMoney, fromKopecks } from '@/utils/format-money';
import { usePaymentSummary } from '../api/payment-summary';
import { kyivDay } from '../utils/kyiv-day';
import { RunChecks } from './run-checks';
import styles from './payment-summary.module.css';

const MOVES = ['heldKop', 'finalizedKop', 'releasedKop', 'refundedKop'] as const;
const moveName = (move: (typeof MOVES)[number]) => `adminPayments.summary.${move.replace('Kop', '')}`;
const money = (kop: number) => formatMoney(fromKopecks(kop));

function TotalsTable({ summary }: { summary: PaymentSummary }) {
  const t = useText();
  return (
    <table className={styles.table}>
      <thead>
        <tr>
          <th scope="col">{t('adminPayments.summary.what')}</th>
          <th scope="col">{t('adminPayments.summary.shop')}</th>
          <th scope="col">{t('adminPayments.summary.provider')}</th>
        </tr>
      </thead>
      <tbody>
        {MOVES.map((move) => {
          const provider = summary.provider?.[move];
          const differs = provider !== undefined && provider !== summary.shop[move];
          return (
            <tr key={move} className={differs ? styles.differs : undefined} data-differs={differs || undefined}>
              <th scope="row">{t(moveName(move))}</th>
              <td>{money(summary.shop[move])}</td>
              <td>{provider === undefined ? t('adminPayments.summary.providerUnknown') : money(provider)}</td>
            </tr>
          );
        })}
      </tbody>
    </table>
  );
}

/** One invoice's four moves, shop then provider, the ones that differ marked. */
function DifferenceMoves({ shop, provider }: { shop: MoneyTotals; provider: MoneyTotals }) {
  const t = useText();
  return (
    <ul className={styles.moves}>
      {MOVES.map((move) => (
        <li key={move} className={shop[move] !== provider[move] ? styles.differs : undefined}>
          <FormattedMessage id="adminPayments.summary.differenceMove" values={{ move: t(moveName(move)), shop: money(shop[move]), provider: money(provider[move]) }} />
        </li>
      ))}
    </ul>
  );
}

function Summary({ summary }: { summary: PaymentSummary }) {
  return (
    <>
      {summary.providerError !== null && (
        <p role="alert" className={styles.alert}>
          <FormattedMessage id="adminPayments.summary.providerError" values={{ error: summary.providerError }} />
        </p>
      )}
      <TotalsTable summary={summary} />
      <section aria-labelledby="payment-differences">
        <h2 id="payment-differences">
          <FormattedMessage id="adminPayments.summary.differences" />
        </h2>
        {summary.differences.length === 0 ? (
          <p>
            <FormattedMessage id="adminPayments.summary.noDifferences" />
          </p>
        ) : (
          <ul className={styles.differences}>
            {summary.differences.map((difference) => (
              <li key={difference.invoiceId} className={styles.difference}>
                <strong>
                  {difference.shoppingCardId !== null ? (
                    <FormattedMessage id="adminPayments.summary.differenceOrder" values={{ number: difference.shoppingCardId }} />
                  ) : (
                    <FormattedMessage id="adminPayments.summary.differenceInvoice" values={{ invoice: difference.invoiceId }} />
                  )}
                </strong>
                <DifferenceMoves shop={difference.shop} provider={difference.provider} />
              </li>
            ))}
          </ul>
        )}
      </section>
      <p>
        <FormattedMessage id="adminPayments.summary.codToCome" values={{ parcels: summary.cashOnDeliveryToCome.parcels, total: money(summary.cashOnDeliveryToCome.totalKop) }} />
      </p>
      <p className={summary.receiptsPending > 0 ? styles.waiting : undefined}>
        <FormattedMessage id="adminPayments.summary.receiptsPending" values={{ count: summary.receiptsPending }} />
      </p>
    </>
  );
}

export function PaymentSummaryPage() {
  const intl = useIntl();
  const t = useText();
  const title = intl.formatMessage({ id: 'adminPayments.summary.title' });
  useDocumentTitle(`${title} | ${intl.formatMessage({ id: 'shopName' })}`);
  const today = kyivDay();
  const [day, setDay] = useState(today);
  const summary = usePaymentSummary(day);
  let body;
  if (summary.isPending) body = <Spinner label={t('adminPayments.summary.loading')} />;
  else if (summary.isError) body = <LoadError messageId="adminPayments.summary.loadFailed" onRetry={() => void summary.refetch()} />;
  else body = <Summary summary={summary.data} />;
  return (
    <div className={styles.page}>
      <h1>{title}</h1>
      <p>
        <FormattedMessage id="adminPayments.summary.intro" />
      </p>
      <div className={styles.tools}>
        <TextField label={t('adminPayments.summary.day')} type="date" value={day} max={today} onValue={(value) => /^\d{4}-\d{2}-\d{2}$/.test(value) && setDay(value)} />
        <RunChecks />
      </div>
      {body}
    </div>
  );
}
