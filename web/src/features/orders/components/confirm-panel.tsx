import { useEffect, useId, useRef } from 'react';
import { FormattedMessage } from 'react-intl';
import buttonStyles from '@/components/ui/button.module.css';
import styles from './shopping-card-view.module.css';

interface ConfirmPanelProps {
  /** Message key of the question. */
  question: string;
  onConfirm: () => void;
  onCancel: () => void;
}

/** An inline yes/no question; focus goes to 'no', so a stray Enter never deletes anything. */
export function ConfirmPanel({ question, onConfirm, onCancel }: ConfirmPanelProps) {
  const id = useId();
  const no = useRef<HTMLButtonElement>(null);
  useEffect(() => no.current?.focus(), []);
  return (
    <div className={styles.confirm} role="alertdialog" aria-labelledby={id} onKeyDown={(e) => e.key === 'Escape' && onCancel()}>
      <p id={id}>
        <FormattedMessage id={question} />
      </p>
      <button type="button" className={buttonStyles.primary} onClick={onConfirm}>
        <FormattedMessage id="orders.yes" />
      </button>
      <button ref={no} type="button" className={buttonStyles.secondary} onClick={onCancel}>
        <FormattedMessage id="orders.no" />
      </button>
    </div>
  );
}
