import { useEffect, useId, useRef } from 'react';
import { FormattedMessage } from 'react-intl';
import buttonStyles from '@/components/ui/button.module.css';
import styles from './admin-orders.module.css';

interface ConfirmCancelProps {
  number: number;
  onConfirm: () => void;
  onCancel: () => void;
}

/** Asks before cancelling an order; focus starts on 'no', so a stray Enter cancels nothing. */
export function ConfirmCancel({ number, onConfirm, onCancel }: ConfirmCancelProps) {
  const id = useId();
  const no = useRef<HTMLButtonElement>(null);
  useEffect(() => no.current?.focus(), []);
  return (
    <div className={styles.confirm} role="alertdialog" aria-labelledby={id} onKeyDown={(e) => e.key === 'Escape' && onCancel()}>
      <p id={id}>
        <FormattedMessage id="adminOrders.confirmCancel" values={{ number }} />
      </p>
      <button type="button" className={buttonStyles.primary} onClick={onConfirm}>
        <FormattedMessage id="adminOrders.yesCancel" />
      </button>
      <button ref={no} type="button" className={buttonStyles.secondary} onClick={onCancel}>
        <FormattedMessage id="adminOrders.no" />
      </button>
    </div>
  );
}
