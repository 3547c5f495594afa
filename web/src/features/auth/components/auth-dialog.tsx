import { useEffect, useId, useRef, type KeyboardEvent, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { useIntl } from 'react-intl';
import { trapTab } from '@/components/ui/focus-trap';
import styles from './auth-dialog.module.css';

interface AuthDialogProps {
  title: string;
  onClose: () => void;
  /** Changes when the content is replaced (another view): focus moves to its first field. */
  contentKey: string;
  children: ReactNode;
}

/** A modal panel: keeps focus inside, closes on Escape, gives focus back and resumes scrolling. */
export function AuthDialog({ title, onClose, contentKey, children }: AuthDialogProps) {
  const intl = useIntl();
  const titleId = useId();
  const panel = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    const overflow = document.body.style.overflow;
    document.body.style.overflow = 'hidden';
    return () => {
      document.body.style.overflow = overflow;
      if (opener?.isConnected) opener.focus();
    };
  }, []);

  useEffect(() => {
    const first = panel.current?.querySelector<HTMLElement>('input, textarea, select') ?? panel.current;
    first?.focus();
  }, [contentKey]);

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Escape') {
      event.stopPropagation();
      onClose();
      return;
    }
    if (event.key === 'Tab' && panel.current) trapTab(event, panel.current);
  };

  return createPortal(
    <div className={styles.backdrop} onMouseDown={(event) => event.target === event.currentTarget && onClose()}>
      <div ref={panel} role="dialog" aria-modal="true" aria-labelledby={titleId} className={styles.panel} tabIndex={-1} onKeyDown={onKeyDown}>
        <div className={styles.head}>
          <h2 id={titleId} className={styles.title}>
            {title}
          </h2>
          <button type="button" className={styles.close} onClick={onClose} aria-label={intl.formatMessage({ id: 'auth.close' })}>
            <span aria-hidden="true">×</span>
          </button>
        </div>
        {children}
      </div>
    </div>,
    document.body,
  );
}
