// The log's filters: who changed it (uid or email), what kind of document, and which one. Sent
// with "Show", so the list is not read again at each keystroke.
import { useState, type FormEvent } from 'react';
import { AUDITED_COLLECTIONS } from '@domain/api/audit-log';
import { SelectField } from '@/components/ui/select-field';
import { TextField } from '@/components/ui/text-field';
import buttonStyles from '@/components/ui/button.module.css';
import { useText } from '@/hooks/use-text';
import type { AuditFilters } from '../api/audit-log';
import styles from './audit.module.css';

export function AuditFiltersForm({ filters, onFilters }: { filters: AuditFilters; onFilters: (filters: AuditFilters) => void }) {
  const t = useText();
  const [person, setPerson] = useState(filters.person ?? '');
  const [collection, setCollection] = useState<string>(filters.collection ?? '');
  const [docId, setDocId] = useState(filters.docId ?? '');
  const [docIdError, setDocIdError] = useState(false);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const needsCollection = Boolean(docId.trim()) && !collection;
    setDocIdError(needsCollection);
    if (needsCollection) return;
    const chosen = AUDITED_COLLECTIONS.find((name) => name === collection);
    onFilters({ ...(person.trim() ? { person: person.trim() } : {}), ...(chosen ? { collection: chosen, ...(docId.trim() ? { docId: docId.trim() } : {}) } : {}) });
  };
  const clear = () => {
    setPerson('');
    setCollection('');
    setDocId('');
    setDocIdError(false);
    onFilters({});
  };

  return (
    <form role="search" aria-label={t('adminAudit.filters')} className={styles.filters} onSubmit={submit} noValidate>
      <TextField label={t('adminAudit.person')} hint={t('adminAudit.personHint')} value={person} onValue={setPerson} autoComplete="off" maxLength={200} />
      <SelectField label={t('adminAudit.collection')} value={collection} onValue={setCollection}>
        <option value="">{t('adminAudit.allCollections')}</option>
        {AUDITED_COLLECTIONS.map((name) => (
          <option key={name} value={name}>
            {t(`adminAudit.collection.${name}`)}
          </option>
        ))}
      </SelectField>
      <TextField
        label={t('adminAudit.docId')}
        hint={t('adminAudit.docIdHint')}
        error={docIdError ? t('adminAudit.docIdNeedsCollection') : undefined}
        errorRole="alert"
        value={docId}
        onValue={setDocId}
        autoComplete="off"
        maxLength={128}
      />
      <div className={styles.filterButtons}>
        <button type="submit" className={buttonStyles.primary}>
          {t('adminAudit.show')}
        </button>
        <button type="button" className={buttonStyles.secondary} onClick={clear}>
          {t('adminAudit.clear')}
        </button>
      </div>
    </form>
  );
}
