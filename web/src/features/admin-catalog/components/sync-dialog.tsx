import { useId, useState, type FormEvent } from 'react';
import { useIntl } from 'react-intl';
import { Dialog } from '@/components/ui/dialog';
import { FormError } from '@/components/ui/form-error';
import { syncGoods, type SyncResult } from '../api/admin-calls';
import { useAdminMutation } from '../hooks/use-admin-mutation';
import styles from './admin.module.css';

/** Price-list synchronisation: a preview of what the file would change, then Apply. */
export function SyncDialog({ onClose }: { onClose: () => void }) {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  const fileId = useId();
  const [file, setFile] = useState<File | null>(null);
  const [result, setResult] = useState<SyncResult | null>(null);
  const sync = useAdminMutation(({ chosen, mode }: { chosen: File; mode: 'preview' | 'apply' }) => syncGoods(chosen, mode));

  const preview = (event: FormEvent) => {
    event.preventDefault();
    if (file) sync.mutate({ chosen: file, mode: 'preview' }, { onSuccess: setResult });
  };

  return (
    <Dialog title={t('adminCatalog.syncGoods')} onClose={onClose} size="wide" closeOnBackdrop={false}>
      <form className={styles.form} onSubmit={preview}>
        <label htmlFor={fileId}>{t('adminCatalog.priceList')}</label>
        <input
          id={fileId}
          type="file"
          accept=".csv,.xlsx,text/csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
          onChange={(event) => (setFile(event.target.files?.[0] ?? null), setResult(null))}
        />
        <button type="submit" className={styles.primary} disabled={!file || sync.isPending}>
          {t('adminCatalog.preview')}
        </button>
      </form>
      <FormError message={sync.error} />
      {result && (
        <div role="status">
          <p>{t(result.mode === 'apply' ? 'adminCatalog.syncApplied' : 'adminCatalog.syncPreview', result.counts)}</p>
          {result.invalid.length > 0 && (
            <ul aria-label={t('adminCatalog.invalidRows')}>
              {result.invalid.map((row) => (
                <li key={`${row.line}-${row.articul}`}>{t('adminCatalog.invalidRow', { line: row.line, articul: row.articul || '—', reason: row.reason })}</li>
              ))}
            </ul>
          )}
          {result.mode === 'preview' && file && result.counts.created + result.counts.updated > 0 && (
            <button type="button" className={styles.primary} disabled={sync.isPending} onClick={() => sync.mutate({ chosen: file, mode: 'apply' }, { onSuccess: setResult })}>
              {t('adminCatalog.apply')}
            </button>
          )}
        </div>
      )}
    </Dialog>
  );
}
