import { useIntl } from 'react-intl';
import { AdminDialog } from './admin-dialog';
import { FormError } from './field';
import styles from './admin.module.css';

interface ConfirmDialogProps {
  title: string;
  question: string;
  confirmLabel: string;
  pending: boolean;
  error: string | null;
  onConfirm: () => void;
  onClose: () => void;
}

/** Asks before something is removed; the focus starts on Cancel so Enter never deletes by accident. */
export function ConfirmDialog({ title, question, confirmLabel, pending, error, onConfirm, onClose }: ConfirmDialogProps) {
  const intl = useIntl();
  return (
    <AdminDialog title={title} onClose={onClose}>
      <p>{question}</p>
      <FormError message={error} />
      <div className={styles.actions}>
        <button type="button" className={styles.secondary} onClick={onClose} autoFocus>
          {intl.formatMessage({ id: 'adminCatalog.cancel' })}
        </button>
        <button type="button" className={styles.danger} onClick={onConfirm} disabled={pending}>
          {confirmLabel}
        </button>
      </div>
    </AdminDialog>
  );
}
