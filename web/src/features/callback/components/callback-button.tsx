import { lazy } from 'react';
import { FormattedMessage } from 'react-intl';
import { DialogButton } from '@/components/ui/dialog-button';
import styles from './callback-button.module.css';

// The form, its dialog and its rules stay out of the first load of every page.
const CallbackDialog = lazy(async () => ({ default: (await import('./callback-dialog')).CallbackDialog }));

/** The middle bar's (and the burger's) "call me back" button; it opens the callback form. */
export function CallbackButton({ variant = 'bar' }: { variant?: 'bar' | 'menu' }) {
  return (
    <DialogButton className={variant === 'bar' ? styles.bar : styles.menu} dialog={(onClose) => <CallbackDialog onClose={onClose} />}>
        <svg className={styles.icon} viewBox="0 0 24 24" aria-hidden="true" focusable="false">
          <path d="M6.6 10.8a15.1 15.1 0 0 0 6.6 6.6l2.2-2.2c.3-.3.7-.4 1-.2 1.1.4 2.3.6 3.6.6.6 0 1 .4 1 1V20c0 .6-.4 1-1 1A17 17 0 0 1 3 4c0-.6.4-1 1-1h3.5c.6 0 1 .4 1 1 0 1.3.2 2.5.6 3.6.1.3 0 .7-.2 1l-2.3 2.2Z" />
        </svg>
        <span className={variant === 'bar' ? styles.label : undefined}>
          <FormattedMessage id="callbackButton" />
        </span>
    </DialogButton>
  );
}
