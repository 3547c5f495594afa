import { FormattedMessage } from 'react-intl';
import { ConfirmQuestion } from '@/components/ui/confirm-question';
import styles from './admin-orders.module.css';

interface ConfirmCancelProps {
  number: number;
  onConfirm: () => void;
  onCancel: () => void;
}

/** Asks before cancelling an order; focus starts on 'no', so a stray Enter cancels nothing. */
export function ConfirmCancel({ number, onConfirm, onCancel }: ConfirmCancelProps) {
  return (
    <ConfirmQuestion
      className={styles.confirm}
      question={<FormattedMessage id="adminOrders.confirmCancel" values={{ number }} />}
      yes={<FormattedMessage id="adminOrders.yesCancel" />}
      no={<FormattedMessage id="adminOrders.no" />}
      onConfirm={onConfirm}
      onCancel={onCancel}
    />
  );
}
