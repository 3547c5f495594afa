import { useEffect, useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { useIntl } from 'react-intl';
import { trapTab } from '@/components/ui/focus-trap';
import styles from './admin.module.css';


interface AdminDialogProps {
  title: string;
  onClose: () => void;
  children: ReactNode;
}

/** A modal form: keeps focus inside, closes on Escape, and gives focus back to its opener. */
export function AdminDialog({ title, onClose, children }: AdminDialogProps) {
  const intl = useIntl();
  const titleId = useId();
  const panel = useRef<HTMLDivElement>(null);
  // Read while rendering: by the time effects run an autoFocus inside may already hold the focus.
  const [opener] = useState(() => (document.activeElement instanceof HTMLElement ? document.activeElement : null));

  useEffect(() => {
    if (!panel.current?.contains(document.activeElement)) {
      const first = panel.current?.querySelector<HTMLElement>('input:not([type=file]):not([disabled]), textarea, select') ?? panel.current;
      first?.focus();
    }
    return () => {
      if (opener?.isConnected) opener.focus();
    };
  }, [opener]);

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Escape') {
      event.stopPropagation();
      onClose();
      return;
    }
    if (event.key === 'Tab' && panel.current) trapTab(event, panel.current);
  };

  return createPortal(
    <div className={styles.backdrop}>
      <div ref={panel} role="dialog" aria-modal="true" aria-labelledby={titleId} className={styles.dialog} tabIndex={-1} onKeyDown={onKeyDown}>
        <div className={styles.dialogHead}>
          <h2 id={titleId} className={styles.dialogTitle}>
            {title}
          </h2>
          <button type="button" className={styles.close} onClick={onClose} aria-label={intl.formatMessage({ id: 'adminCatalog.close' })}>
            <span aria-hidden="true">×</span>
          </button>
        </div>
        {children}
      </div>
    </div>,
    document.body,
  );
}
