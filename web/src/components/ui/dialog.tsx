import { useEffect, useId, useLayoutEffect, useRef, useState, type KeyboardEvent, type MouseEvent, type ReactNode, type SyntheticEvent } from 'react';
import { createPortal } from 'react-dom';
import { useIntl } from 'react-intl';
import { CloseIcon } from './close-icon';
import { trapTab } from './focus-trap';
import styles from './dialog.module.css';

interface DialogProps {
  /** The heading that names the dialog. */
  title: ReactNode;
  onClose: () => void;
  children: ReactNode;
  /** 'field': the first field, else the panel; 'panel': the panel itself, for a dialog read more than filled in. */
  initialFocus?: 'field' | 'panel';
  /** Changes when the content is replaced (another view): focus moves to its first field again. */
  contentKey?: string;
  /** Off for forms whose typed work a stray click beside them would lose. */
  closeOnBackdrop?: boolean;
  size?: 'narrow' | 'wide';
  /** The id of the text that says what the dialog is about (a confirmation's question). */
  describedBy?: string;
}

const FIRST_FIELD = 'input:not([type=file]):not([type=hidden]):not([disabled]), textarea:not([disabled]), select:not([disabled])';

function onBackdrop(event: MouseEvent<HTMLDialogElement>): boolean {
  if (event.target !== event.currentTarget) return false;
  const box = event.currentTarget.getBoundingClientRect();
  return event.clientX < box.left || event.clientX > box.right || event.clientY < box.top || event.clientY > box.bottom;
}

function focusStart(dialog: HTMLDialogElement, initialFocus: 'field' | 'panel'): void {
  const field = initialFocus === 'field' ? dialog.querySelector<HTMLElement>(FIRST_FIELD) : null;
  (field ?? dialog).focus();
}

/**
 * Every modal of the shop: a native <dialog> opened with showModal(), so the page behind is inert
 * and Escape arrives as its cancel event. Focus goes in and back to the opener, Tab stays inside,
 * the page behind does not scroll, and the close button and (by default) the backdrop close it.
 */
export function Dialog({ title, onClose, children, initialFocus = 'field', contentKey, closeOnBackdrop = true, size = 'narrow', describedBy }: DialogProps) {
  const intl = useIntl();
  const titleId = useId();
  const ref = useRef<HTMLDialogElement>(null);
  // Read while rendering: by the time effects run an autoFocus inside may already hold the focus.
  const [opener] = useState(() => (document.activeElement instanceof HTMLElement ? document.activeElement : null));

  // Layout effects: the dialog is modal before it is painted, and closed (giving focus back) before React removes it.
  useLayoutEffect(() => {
    const dialog = ref.current!;
    const focused = dialog.contains(document.activeElement) ? (document.activeElement as HTMLElement) : null;
    const overflow = document.body.style.overflow;
    dialog.showModal();
    document.body.style.overflow = 'hidden';
    if (focused) focused.focus();
    else focusStart(dialog, initialFocus);
    return () => {
      dialog.close();
      document.body.style.overflow = overflow;
      if (opener?.isConnected) opener.focus();
    };
  }, [opener, initialFocus]);

  // A new view's first field, from the second content on (the first is focused on opening).
  const shownKey = useRef(contentKey);
  useEffect(() => {
    if (shownKey.current === contentKey || !ref.current) return;
    shownKey.current = contentKey;
    focusStart(ref.current, initialFocus);
  }, [contentKey, initialFocus]);

  const onCancel = (event: SyntheticEvent) => {
    event.preventDefault(); // React removes the dialog; the browser does not close it under React.
    onClose();
  };
  const onKeyDown = (event: KeyboardEvent) => {
    // A menu holding the opener must not close under the dialog; the cancel event still comes.
    if (event.key === 'Escape') event.stopPropagation();
    else if (event.key === 'Tab') trapTab(event, event.currentTarget as HTMLElement);
  };
  // A click on the backdrop lands on the <dialog> itself, outside its box (its own scrollbar is
  // inside). It closes on the click, not the press, so the release hits nothing behind; and only
  // when pressed there too, so a drag out of a field does not close it.
  const pressedOnBackdrop = useRef(false);
  const onMouseDown = (event: MouseEvent<HTMLDialogElement>) => {
    pressedOnBackdrop.current = onBackdrop(event);
  };
  const onClick = (event: MouseEvent<HTMLDialogElement>) => {
    if (closeOnBackdrop && pressedOnBackdrop.current && onBackdrop(event)) onClose();
  };

  return createPortal(
    <dialog
      ref={ref}
      // Stated as well as implied, for queries and tests that read the attributes.
      role="dialog"
      aria-modal="true"
      aria-labelledby={titleId}
      aria-describedby={describedBy}
      tabIndex={-1}
      className={size === 'wide' ? `${styles.dialog} ${styles.wide}` : styles.dialog}
      onCancel={onCancel}
      onKeyDown={onKeyDown}
      onMouseDown={onMouseDown}
      onClick={onClick}
    >
      <div className={styles.body}>
        <div className={styles.head}>
          <h2 id={titleId} className={styles.title}>
            {title}
          </h2>
          <button type="button" className={styles.close} onClick={onClose} aria-label={intl.formatMessage({ id: 'dialogClose' })}>
            <CloseIcon />
          </button>
        </div>
        {children}
      </div>
    </dialog>,
    document.body,
  );
}
