import { useIntl } from 'react-intl';
import { useParams, useSearchParams } from 'react-router-dom';
import { paths, PROVIDER_DOWN_QUERY } from '@/config/paths';
import { useShoppingCard } from '@/order/api/get-shopping-card';
import { PaymentReturn } from '@/features/orders/components/payment-return';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { selectSessionUser, useSessionStore } from '@/stores/session-store';
import styles from './make-order.module.css';

/** /paymentreturn/:cardId: the card payment's outcome for one order (a guest's or a user's). */
export function PaymentReturnRoute() {
  const intl = useIntl();
  const { cardId = '' } = useParams();
  const [query] = useSearchParams();
  const user = useSessionStore(selectSessionUser);
  // Only for the order's number in the title; the page works without it.
  const number = useShoppingCard(cardId).data?.shoppingCardId;
  const title = number ? intl.formatMessage({ id: 'paymentReturn.titleNumber' }, { number }) : intl.formatMessage({ id: 'paymentReturn.title' });
  useDocumentTitle(`${title} | ${intl.formatMessage({ id: 'shopName' })}`);
  return (
    <div className={styles.page}>
      <h1 className={styles.title}>{title}</h1>
      <PaymentReturn
        key={cardId}
        cardId={cardId}
        ordersHref={user ? paths.userPage.getHref() : paths.unregisteredUserPage.getHref()}
        providerDown={query.get(PROVIDER_DOWN_QUERY.name) === PROVIDER_DOWN_QUERY.value}
      />
    </div>
  );
}
