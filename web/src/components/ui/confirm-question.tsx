import { useEffect, useId, useRef, type ReactNode } from 'react';
import buttonStyles from './button.module.css';

interface ConfirmQuestionProps {
  question: ReactNode;
  yes: ReactNode;
  no: ReactNode;
  /** The feature's own look for the panel. */
  className?: string;
  onConfirm: () => void;
  onCancel: () => void;
}

/** An inline yes/no question; focus starts on 'no', so a stray Enter confirms nothing; Escape says no. */
export function ConfirmQuestion({ question, yes, no, className, onConfirm, onCancel }: ConfirmQuestionProps) {
  const id = useId();
  const noButton = useRef<HTMLButtonElement>(null);
  useEffect(() => noButton.current?.focus(), []);
  return (
    <div className={className} role="alertdialog" aria-labelledby={id} onKeyDown={(e) => e.key === 'Escape' && onCancel()}>
      <p id={id}>{question}</p>
      <button type="button" className={buttonStyles.primary} onClick={onConfirm}>
        {yes}
      </button>
      <button ref={noButton} type="button" className={buttonStyles.secondary} onClick={onCancel}>
        {no}
      </button>
    </div>
  );
}
