// "Перевірити зараз": the 15-minute schedule's work run by hand (money moves, receipts, holds), its counts said.
import { FormattedMessage } from 'react-intl';
import buttonStyles from '@/components/ui/button.module.css';
import { useRunPaymentChecks } from '../api/payment-summary';
import styles from './payment-summary.module.css';

export function RunChecks() {
  const run = useRunPaymentChecks();
  return (
    <div className={styles.run}>
      <button type="button" className={buttonStyles.secondary} disabled={run.isPending} aria-busy={run.isPending || undefined} onClick={() => run.mutate()}>
        <FormattedMessage id={run.isPending ? 'adminPayments.summary.running' : 'adminPayments.summary.runChecks'} />
      </button>
      {run.isSuccess && (
        <p role="status">
          <FormattedMessage id="adminPayments.summary.checked" values={{ ...run.data }} />
        </p>
      )}
      {run.isError && (
        <p role="alert" className={styles.alert}>
          <FormattedMessage id="adminPayments.summary.checkFailed" />
        </p>
      )}
    </div>
  );
}
