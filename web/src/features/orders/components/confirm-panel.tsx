import { FormattedMessage } from 'react-intl';
import { ConfirmQuestion } from '@/components/ui/confirm-question';
import styles from './shopping-card-view.module.css';

interface ConfirmPanelProps {
  /** Message key of the question. */
  question: string;
  onConfirm: () => void;
  onCancel: () => void;
}

/** An inline yes/no question; focus goes to 'no', so a stray Enter never deletes anything. */
export function ConfirmPanel({ question, onConfirm, onCancel }: ConfirmPanelProps) {
  return (
    <ConfirmQuestion
      className={styles.confirm}
      question={<FormattedMessage id={question} />}
      yes={<FormattedMessage id="orders.yes" />}
      no={<FormattedMessage id="orders.no" />}
      onConfirm={onConfirm}
      onCancel={onCancel}
    />
  );
}
