import { useEffect, useRef, type ReactNode } from 'react';
import { trapTab } from '@/components/ui/focus-trap';
import styles from './modal.module.css';

interface ModalProps {
  labelledBy: string;
  onClose: () => void;
  children: ReactNode;
}

/** A modal dialog: focus moves in on open, stays inside, and goes back on close; Escape and the backdrop close it. */
export function Modal({ labelledBy, onClose, children }: ModalProps) {
  const panel = useRef<HTMLDivElement>(null);
  // The latest onClose without re-running the effect: a re-run would move focus back to the panel.
  const close = useRef(onClose);
  useEffect(() => {
    close.current = onClose;
  }, [onClose]);
  useEffect(() => {
    const previous = document.activeElement as HTMLElement | null;
    panel.current?.focus();
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') close.current();
      else if (event.key === 'Tab' && panel.current) trapTab(event, panel.current);
    };
    document.addEventListener('keydown', onKey);
    document.body.style.overflow = 'hidden';
    return () => {
      document.removeEventListener('keydown', onKey);
      document.body.style.overflow = '';
      previous?.focus();
    };
  }, []);
  return (
    <div className={styles.backdrop} onClick={(event) => event.target === event.currentTarget && close.current()}>
      <div ref={panel} className={styles.panel} role="dialog" aria-modal="true" aria-labelledby={labelledBy} tabIndex={-1}>
        {children}
      </div>
    </div>
  );
}
