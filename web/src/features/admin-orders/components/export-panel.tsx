import type { ExportFormat } from '@domain/api/order-exports';
import { ORDER_STATUSES, type OrderStatus } from '@domain/order-status';
import { PAYMENT_FILTERS, type PaymentFilter } from '@domain/payment-filter';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import buttonStyles from '@/components/ui/button.module.css';
import { SelectField } from '@/components/ui/select-field';
import { TextField } from '@/components/ui/text-field';
import { useText } from '@/hooks/use-text';
import { apiErrorText } from '@/lib/error-text';
import type { DownloadedFile } from '@/lib/api-client';
import { downloadGoods, downloadOrders, saveFile } from '../api/order-exports';
import styles from './export-panel.module.css';

type Outcome = { kind: 'working' } | { kind: 'done'; name: string } | { kind: 'failed'; error: unknown } | null;

/** yyyy-mm-dd of the ADMIN's own calendar. */
const isoDay = (date: Date) => `${date.getFullYear()}-${String(date.getMonth() + 1).padStart(2, '0')}-${String(date.getDate()).padStart(2, '0')}`;

/** The orders of a range of days, by status and payment, as CSV or XLSX; and the goods in the price list's columns. */
export function ExportPanel() {
  const t = useText();
  const intl = useIntl();
  const today = new Date();
  const [from, setFrom] = useState(isoDay(new Date(today.getFullYear(), today.getMonth(), 1)));
  const [to, setTo] = useState(isoDay(today));
  const [status, setStatus] = useState<OrderStatus | 'ALL'>('ALL');
  const [payment, setPayment] = useState<PaymentFilter | 'ALL'>('ALL');
  const [outcome, setOutcome] = useState<Outcome>(null);

  async function run(download: () => Promise<DownloadedFile>) {
    setOutcome({ kind: 'working' });
    try {
      const file = await download();
      saveFile(file);
      setOutcome({ kind: 'done', name: file.filename });
    } catch (error) {
      setOutcome({ kind: 'failed', error });
    }
  }
  const orders = (format: ExportFormat) => () =>
    run(() => downloadOrders({ from, to, format, ...(status === 'ALL' ? {} : { statuses: [status] }), ...(payment === 'ALL' ? {} : { payments: [payment] }) }));
  const busy = outcome?.kind === 'working';

  return (
    <details className={styles.panel}>
      <summary className={styles.summary}>{t('adminOrders.export.title')}</summary>
      <p className={styles.intro}>{t('adminOrders.export.intro')}</p>
      <div className={styles.fields}>
        <TextField label={t('adminOrders.export.from')} type="date" value={from} max={to} onValue={setFrom} required />
        <TextField label={t('adminOrders.export.to')} type="date" value={to} min={from} onValue={setTo} required />
        <SelectField label={t('adminOrders.filterStatus')} value={status} onValue={(value) => setStatus(value as OrderStatus | 'ALL')}>
          <option value="ALL">{t('adminOrders.allStatuses')}</option>
          {ORDER_STATUSES.map((name) => (
            <option key={name} value={name}>
              {t(`orders.status.${name}`)}
            </option>
          ))}
        </SelectField>
        <SelectField label={t('adminOrders.filterPayment')} value={payment} onValue={(value) => setPayment(value as PaymentFilter | 'ALL')}>
          {(['ALL', ...PAYMENT_FILTERS] as const).map((name) => (
            <option key={name} value={name}>
              {t(`adminOrders.payment.${name}`)}
            </option>
          ))}
        </SelectField>
      </div>
      <div className={styles.buttons}>
        <button type="button" className={buttonStyles.primary} disabled={busy} onClick={orders('csv')}>
          {t('adminOrders.export.csv')}
        </button>
        <button type="button" className={buttonStyles.secondary} disabled={busy} onClick={orders('xlsx')}>
          {t('adminOrders.export.xlsx')}
        </button>
      </div>
      <p className={styles.intro}>{t('adminOrders.export.goods')}</p>
      <div className={styles.buttons}>
        <button type="button" className={buttonStyles.secondary} disabled={busy} onClick={() => run(() => downloadGoods('csv'))}>
          {t('adminOrders.export.goodsCsv')}
        </button>
        <button type="button" className={buttonStyles.secondary} disabled={busy} onClick={() => run(() => downloadGoods('xlsx'))}>
          {t('adminOrders.export.goodsXlsx')}
        </button>
      </div>
      <p role="status" className={styles.outcome}>
        {outcome?.kind === 'working' && t('adminOrders.export.working')}
        {outcome?.kind === 'done' && intl.formatMessage({ id: 'adminOrders.export.done' }, { name: outcome.name })}
      </p>
      {outcome?.kind === 'failed' && (
        <p role="alert" className={styles.error}>
          {apiErrorText(intl, outcome.error, { fallback: 'adminOrders.export.failed' })}
        </p>
      )}
    </details>
  );
}
