import { useEffect, useId, useRef, type ReactNode } from 'react';
import buttonStyles from './button.module.css';
import styles from './confirm-question.module.css';
import { Dialog } from './dialog';

interface ConfirmQuestionProps {
  question: ReactNode;
  yes: ReactNode;
  no: ReactNode;
  onConfirm: () => void;
  onCancel: () => void;
  /** Asked in a modal dialog under this title; without one, inline where it stands. */
  title?: ReactNode;
  /** Why the last 'yes' failed, shown with the question. */
  error?: ReactNode;
  /** While 'yes' is being carried out it cannot be pressed again. */
  pending?: boolean;
  /** 'yes' removes or cancels something. */
  danger?: boolean;
  /** The inline panel's place in the feature's layout (e.g. a grid area). */
  className?: string;
}

/**
 * Every yes/no question of the shop, inline or in a dialog. Focus starts on 'no', so a stray
 * Enter confirms nothing; Escape says no.
 */
export function ConfirmQuestion({ question, yes, no, onConfirm, onCancel, title, error, pending = false, danger = false, className }: ConfirmQuestionProps) {
  const id = useId();
  const noButton = useRef<HTMLButtonElement>(null);
  useEffect(() => noButton.current?.focus(), []);
  const answers = (
    <>
      {error && (
        <p className={styles.error} role="alert">
          {error}
        </p>
      )}
      <button type="button" className={danger ? buttonStyles.danger : buttonStyles.primary} onClick={onConfirm} disabled={pending} aria-busy={pending || undefined}>
        {yes}
      </button>
      <button ref={noButton} type="button" className={buttonStyles.secondary} onClick={onCancel}>
        {no}
      </button>
    </>
  );

  if (title !== undefined) {
    // The dialog owns Escape (its cancel event) and its name; the question describes it.
    return (
      <Dialog title={title} onClose={onCancel} describedBy={id}>
        <p id={id} className={styles.question}>
          {question}
        </p>
        <div className={styles.answers}>{answers}</div>
      </Dialog>
    );
  }
  return (
    <div className={className ? `${styles.inline} ${className}` : styles.inline} role="alertdialog" aria-labelledby={id} onKeyDown={(e) => e.key === 'Escape' && onCancel()}>
      <p id={id} className={styles.question}>
        {question}
      </p>
      {answers}
    </div>
  );
}
