import { useState } from 'react';
import { useIntl } from 'react-intl';
import { ConfirmQuestion } from '@/components/ui/confirm-question';
import { useAdminMutation, type CacheScope } from '../hooks/use-admin-mutation';
import styles from './admin.module.css';

interface RemoveButtonProps {
  /** The button's accessible name, naming what it removes. */
  label: string;
  question: string;
  remove: () => Promise<unknown>;
  /** The cached reads to refetch once removed; by default the catalogue's. */
  scopes?: CacheScope[];
  className?: string;
}

/** A remove button that asks first, then calls the API and refreshes the catalogue. */
export function RemoveButton({ label, question, remove, scopes, className }: RemoveButtonProps) {
  const intl = useIntl();
  const [open, setOpen] = useState(false);
  const mutation = useAdminMutation(remove, scopes);
  return (
    <>
      <button type="button" className={className ?? styles.dangerSmall} onClick={() => setOpen(true)}>
        {label}
      </button>
      {open && (
        <ConfirmQuestion
          title={label}
          question={question}
          yes={intl.formatMessage({ id: 'adminCatalog.confirmRemove' })}
          no={intl.formatMessage({ id: 'adminCatalog.cancel' })}
          danger
          pending={mutation.isPending}
          error={mutation.error}
          onConfirm={() => mutation.mutate(undefined, { onSuccess: () => setOpen(false) })}
          onCancel={() => setOpen(false)}
        />
      )}
    </>
  );
}
