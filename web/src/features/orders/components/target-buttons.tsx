import type { PresentedCard } from '@domain/api/orders';
import { useId, useState } from 'react';
import { FormattedMessage } from 'react-intl';
import buttonStyles from '@/components/ui/button.module.css';
import { useTargetOrderStore } from '@/order/stores/target-order-store';
import { ConfirmPanel } from './confirm-panel';
import styles from './order-info.module.css';

interface TargetButtonsProps {
  card: PresentedCard;
  onCancelOrder: () => void;
  pending: boolean;
}

/**
 * On an UNCONFIRMED card: the plus marks it as the target for adding goods (the buy buttons
 * then post to it), cancel clears the target; the customer may also withdraw the order.
 */
export function TargetButtons({ card, onCancelOrder, pending }: TargetButtonsProps) {
  const target = useTargetOrderStore((state) => state.target);
  const choose = useTargetOrderStore((state) => state.choose);
  const cancelTarget = useTargetOrderStore((state) => state.cancel);
  const [confirming, setConfirming] = useState(false);
  const isTarget = target?.id === card._id;
  const hintId = useId();
  return (
    <div className={styles.actions}>
      {isTarget ? (
        <button type="button" className={buttonStyles.secondary} onClick={cancelTarget}>
          <FormattedMessage id="orders.cancelAddingGoods" />
        </button>
      ) : (
        // Named in words, with what it does, not a bare round "+".
        <span className={styles.addGoods}>
          <button
            type="button"
            className={styles.plus}
            aria-describedby={hintId}
            onClick={() => choose({ id: card._id, shoppingCardId: card.shoppingCardId })}
          >
            <span aria-hidden="true">+ </span>
            <FormattedMessage id="orders.addGoodToOrder" />
          </button>
          <small id={hintId} className={styles.addGoodsHint}>
            <FormattedMessage id="orders.addGoodToOrderHint" />
          </small>
        </span>
      )}
      <button type="button" className={buttonStyles.secondary} disabled={pending} onClick={() => setConfirming(true)}>
        <FormattedMessage id="orders.cancelOrder" />
      </button>
      {confirming && (
        <ConfirmPanel
          question="orders.areYouSureToCancelOrder"
          onConfirm={() => {
            setConfirming(false);
            if (isTarget) cancelTarget();
            onCancelOrder();
          }}
          onCancel={() => setConfirming(false)}
        />
      )}
    </div>
  );
}
