import { FormattedMessage, useIntl } from 'react-intl';
import { formatMoney } from '@/utils/format-money';
import type { ViewLine } from '../utils/view-line';
import { viewTotal } from '../utils/view-line';
import { ShoppingCardLineRow, type LineEditing } from './shopping-card-line-row';
import styles from './shopping-card-view.module.css';

type ShoppingCardVariant = 'general' | 'makeOrder' | 'orderInfo';

interface ShoppingCardViewProps {
  variant: ShoppingCardVariant;
  lines: readonly ViewLine[];
  /** Given only for an UNCONFIRMED card the viewer may change. */
  editing?: LineEditing;
}

/** The goods of a shopping card in one of its three styles (docs/product.md, "My orders"), with the total. */
export function ShoppingCardView({ variant, lines, editing }: ShoppingCardViewProps) {
  const intl = useIntl();
  return (
    <div className={`${styles.view} ${styles[variant]}`}>
      <ul className={styles.lines} aria-label={intl.formatMessage({ id: 'orders.goodsInOrder' })}>
        {lines.map((line) => (
          <ShoppingCardLineRow key={line.goodId} line={line} compact={variant === 'general'} editing={editing} isLast={lines.length === 1} />
        ))}
      </ul>
      <p className={styles.total}>
        <FormattedMessage id="cart.total" />: <strong>{formatMoney(viewTotal(lines))}</strong>
      </p>
    </div>
  );
}
