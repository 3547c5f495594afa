import type { PresentedCard } from '@domain/api/orders';
import { FormattedDate, FormattedMessage } from 'react-intl';
import { isEditable } from '@domain/order-status';
import { useApiErrorText } from '@/hooks/use-api-error-text';
import { ApiError } from '@/lib/api-client';
import type { ErrorTextPolicy } from '@/lib/error-text';
import { ParcelStatus } from '@/components/parcel-status/parcel-status';
import { PaymentFacts } from '@/components/payment/payment-facts';
import { Spinner } from '@/components/ui/spinner/spinner';
import buttonStyles from '@/components/ui/button.module.css';
import { useShoppingCard } from '@/order/api/get-shopping-card';
import { useEditShoppingCard } from '@/order/api/edit-shopping-card';
import { fromCardLine } from '../utils/view-line';
import { ShoppingCardView } from './shopping-card-view';
import { PaymentChoices } from './payment-choices';
import { TargetButtons } from './target-buttons';
import styles from './order-info.module.css';
import { displayPhone } from '@domain/phone';

const EDIT_ERRORS: ErrorTextPolicy = { fallback: 'orders.orderChangeError' };

/** The order-info view of one card, loaded by its id: status, delivery, goods, editing when UNCONFIRMED. */
export function OrderInfo({ id, onGone }: { id: string; onGone?: (id: string) => void }) {
  const card = useShoppingCard(id);
  if (card.isPending) return <Spinner />;
  if (card.isError) {
    const gone = card.error instanceof ApiError && card.error.status === 404;
    return (
      <div role="alert" className={styles.error}>
        <FormattedMessage id={gone ? 'orders.orderNotFound' : 'orders.orderLoadError'} />{' '}
        {gone && onGone ? (
          <button type="button" className={buttonStyles.secondary} onClick={() => onGone(id)}>
            <FormattedMessage id="orders.forgetOrder" />
          </button>
        ) : (
          <button type="button" className={buttonStyles.secondary} onClick={() => void card.refetch()}>
            <FormattedMessage id="retry" />
          </button>
        )}
      </div>
    );
  }
  return <OrderInfoCard card={card.data} />;
}

export function OrderInfoCard({ card }: { card: PresentedCard }) {
  const edit = useEditShoppingCard();
  const errorText = useApiErrorText(EDIT_ERRORS);
  const editable = isEditable(card.status);
  return (
    <article className={styles.card} aria-labelledby={`order-${card._id}`}>
      <header className={styles.head}>
        <h3 id={`order-${card._id}`} className={styles.title}>
          <FormattedMessage id="orders.orderNumber" values={{ number: card.shoppingCardId }} />
        </h3>
        <span className={`${styles.status} ${styles[card.status]}`}>
          <FormattedMessage id={`orders.status.${card.status}`} />
        </span>
        {card.createdAt && <FormattedDate value={card.createdAt} dateStyle="medium" timeStyle="short" />}
      </header>
      <p className={styles.delivery}>
        <FormattedMessage id={`checkout.carrier.${card.delivery.carrier}`} />, {card.delivery.city}, {card.delivery.branch}
        {card.delivery.trackingNumber && (
          <>
            {' · '}
            <FormattedMessage id="orders.trackingNumber" values={{ number: card.delivery.trackingNumber }} />
          </>
        )}
        <br />
        {card.customer.name}, {displayPhone(card.customer.phone)}
      </p>
      <ParcelStatus parcel={card.delivery.parcel} />
      <PaymentFacts payment={card.payment}>{card.payment.card?.canRetry && <PaymentChoices cardId={card._id} />}</PaymentFacts>
      <ShoppingCardView
        variant="orderInfo"
        lines={card.goods.map(fromCardLine)}
        {...(editable && {
          editing: {
            pending: edit.isPending,
            onQuantity: (goodId, quantity) => edit.mutate({ kind: 'quantity', shoppingCardId: card._id, goodId, quantity }),
            onRemove: (goodId) => edit.mutate({ kind: 'remove', shoppingCardId: card._id, goodId }),
          },
        })}
      />
      {edit.isError && (
        <p role="alert" className={styles.error}>
          {errorText(edit.error)}
        </p>
      )}
      {editable && <TargetButtons card={card} onCancelOrder={() => edit.mutate({ kind: 'cancel', shoppingCardId: card._id })} pending={edit.isPending} />}
    </article>
  );
}
