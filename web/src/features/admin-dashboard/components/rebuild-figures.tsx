// "Перерахувати з усіх замовлень": the summaries rebuilt from every order, once when the shop goes
// live with orders it already has. Behind a disclosure with its warning: orders must not move while it runs.
import { FormattedMessage } from 'react-intl';
import buttonStyles from '@/components/ui/button.module.css';
import { useRebuildOwnerFigures } from '../api/owner-figures';
import styles from './dashboard.module.css';

export function RebuildFigures() {
  const rebuild = useRebuildOwnerFigures();
  return (
    <details className={styles.rebuild}>
      <summary>
        <FormattedMessage id="adminDashboard.rebuild" />
      </summary>
      <p>
        <FormattedMessage id="adminDashboard.rebuildHint" />
      </p>
      <button type="button" className={buttonStyles.secondary} disabled={rebuild.isPending} aria-busy={rebuild.isPending || undefined} onClick={() => rebuild.mutate()}>
        <FormattedMessage id={rebuild.isPending ? 'adminDashboard.rebuilding' : 'adminDashboard.rebuild'} />
      </button>
      {rebuild.isSuccess && (
        <p role="status">
          <FormattedMessage id="adminDashboard.rebuilt" values={{ cards: rebuild.data.cards }} />
        </p>
      )}
      {rebuild.isError && (
        <p role="alert" className={styles.alert}>
          <FormattedMessage id="adminDashboard.rebuildFailed" />
        </p>
      )}
    </details>
  );
}
