import type { PresentedCard } from '@domain/api/orders';
import { FormattedMessage } from 'react-intl';
import { isActive } from '@domain/order-status';
import { Spinner } from '@/components/ui/spinner/spinner';
import { formatMoney } from '@/utils/format-money';
import { useMyShoppingCards } from '../hooks/use-my-shopping-cards';
import { OrderInfoCard } from './order-info';
import { RepeatOrder } from './repeat-order';
import styles from './orders-list.module.css';

function OrderSummaryItem({ card }: { card: PresentedCard }) {
  // A disclosure: the summary line opens the order-info view, with the keyboard too.
  return (
    <li>
      <details className={styles.details}>
        <summary className={styles.summary}>
          <FormattedMessage id="orders.orderNumber" values={{ number: card.shoppingCardId }} />
          {' · '}
          <FormattedMessage id={`orders.status.${card.status}`} />
          {' · '}
          {formatMoney(card.total)}
        </summary>
        <RepeatOrder card={card} />
        <OrderInfoCard card={card} />
      </details>
    </li>
  );
}

/** The user page's orders: active ones first, then past ones. */
export function UserOrders() {
  const { cards, isPending, isError } = useMyShoppingCards();
  if (isPending) return <Spinner />;
  if (isError) {
    return (
      <p role="alert" className={styles.empty}>
        <FormattedMessage id="orders.orderLoadError" />
      </p>
    );
  }
  const active = cards.filter((c) => isActive(c.status));
  const past = cards.filter((c) => !isActive(c.status));
  return (
    <section className={styles.section} aria-labelledby="user-orders-title">
      <h2 id="user-orders-title">
        <FormattedMessage id="orders.myOrders" />
      </h2>
      <h3>
        <FormattedMessage id="orders.activeOrders" />
      </h3>
      {active.length ? <ul className={styles.list}>{active.map((c) => <OrderSummaryItem key={c._id} card={c} />)}</ul> : <p className={styles.empty}><FormattedMessage id="orders.noActiveOrders" /></p>}
      <h3>
        <FormattedMessage id="orders.pastOrders" />
      </h3>
      {past.length ? <ul className={styles.list}>{past.map((c) => <OrderSummaryItem key={c._id} card={c} />)}</ul> : <p className={styles.empty}><FormattedMessage id="orders.noPastOrders" /></p>}
    </section>
  );
}
