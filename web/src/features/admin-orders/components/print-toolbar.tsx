import { MAX_SLIP_CARDS } from '@domain/api/order-exports';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import buttonStyles from '@/components/ui/button.module.css';
import { paths } from '@/config/paths';
import styles from './admin-orders.module.css';

export type PrintView = 'slips' | 'picking';

/** The print page of the cards, in the order they were ticked. */
export function printHref(cardIds: readonly string[], view: PrintView): string {
  const search = new URLSearchParams({ cards: cardIds.slice(0, MAX_SLIP_CARDS).join(','), view });
  return `${paths.printSlips.getHref()}?${search.toString()}`;
}

/** The ticked cards' packing slips and picking list, once a card is ticked. */
export function PrintToolbar({ ticked, onClear }: { ticked: readonly string[]; onClear: () => void }) {
  const intl = useIntl();
  if (ticked.length === 0) return null;
  return (
    <div className={styles.printBar} role="group" aria-label={intl.formatMessage({ id: 'adminOrders.print.ticked' }, { count: ticked.length })}>
      <span aria-live="polite">
        <FormattedMessage id="adminOrders.print.ticked" values={{ count: ticked.length }} />
      </span>
      <Link className={buttonStyles.primary} to={printHref(ticked, 'slips')}>
        <FormattedMessage id="adminOrders.print.slips" />
      </Link>
      <Link className={buttonStyles.secondary} to={printHref(ticked, 'picking')}>
        <FormattedMessage id="adminOrders.print.picking" />
      </Link>
      <button type="button" className={buttonStyles.secondary} onClick={onClear}>
        <FormattedMessage id="adminOrders.print.clear" />
      </button>
    </div>
  );
}
