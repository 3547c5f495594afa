import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import { paths } from '@/config/paths';
import { useHydrated } from '@/hooks/use-hydrated';
import { selectSessionUser, useSessionStore } from '@/stores/session-store';
import { useTargetOrderStore } from '@/order/stores/target-order-store';
import styles from './orders-bag.module.css';

/** Shown while goods are being added to an order: its display number, leading to where it is listed. */
export function TargetOrderChip() {
  const intl = useIntl();
  const hydrated = useHydrated();
  const target = useTargetOrderStore((state) => state.target);
  const cancel = useTargetOrderStore((state) => state.cancel);
  const user = useSessionStore(selectSessionUser);
  // The server's HTML has no target order; until this browser's shows, after hydration, an empty
  // place keeps its room where index.html has marked that there is one (orders-bag.module.css).
  if (!hydrated) return <span className={styles.chipPlace} />;
  if (!target) return null;
  const href = user ? paths.userPage.getHref() : paths.unregisteredUserPage.getHref();
  return (
    <span className={styles.chip}>
      <Link to={href} className={styles.chipLink} aria-label={intl.formatMessage({ id: 'orders.targetOrderChipLabel' }, { number: target.shoppingCardId })}>
        <FormattedMessage id="orders.targetOrderChip" values={{ number: target.shoppingCardId }} />
      </Link>
      <button type="button" className={styles.chipClose} aria-label={intl.formatMessage({ id: 'orders.cancelAddingGoods' })} onClick={cancel}>
        ×
      </button>
    </span>
  );
}
