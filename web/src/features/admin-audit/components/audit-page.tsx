// /admin/audit: the log of the ADMIN's changes, newest first, a page of 20 at a time, filtered
// by person and by document through the address (docs/product.md, "Audit log").
import { useSearchParams } from 'react-router-dom';
import { FormattedMessage, useIntl } from 'react-intl';
import { LoadError } from '@/components/ui/state-message';
import { Spinner } from '@/components/ui/spinner/spinner';
import buttonStyles from '@/components/ui/button.module.css';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { useText } from '@/hooks/use-text';
import { useAuditLog, type AuditFilters } from '../api/audit-log';
import { filtersOf, searchOf } from '../utils/audit-filters';
import { AuditEntry } from './audit-entry';
import { AuditFiltersForm } from './audit-filters-form';
import { AuditIntl } from './audit-intl';
import styles from './audit.module.css';

function Entries({ filters }: { filters: AuditFilters }) {
  const t = useText();
  const log = useAuditLog(filters);
  if (log.isPending) return <Spinner label={t('adminAudit.loading')} />;
  if (log.isError) return <LoadError messageId="adminAudit.loadFailed" onRetry={() => void log.refetch()} />;
  const entries = log.data.pages.flatMap((page) => page.entries);
  if (entries.length === 0) return <p role="status">{t('adminAudit.empty')}</p>;
  return (
    <>
      <ol className={styles.entries} aria-label={t('adminAudit.entries')}>
        {entries.map((entry) => (
          <AuditEntry key={entry._id} entry={entry} />
        ))}
      </ol>
      {log.hasNextPage && (
        <button type="button" className={buttonStyles.secondary} disabled={log.isFetchingNextPage} onClick={() => void log.fetchNextPage()}>
          {t('adminAudit.more')}
        </button>
      )}
    </>
  );
}

function AuditLog() {
  const intl = useIntl();
  const t = useText();
  const title = t('adminAudit.title');
  useDocumentTitle(`${title} | ${intl.formatMessage({ id: 'shopName' })}`);
  const [params, setParams] = useSearchParams();
  const filters = filtersOf(params);
  const search = searchOf(filters);
  return (
    <div className={styles.page}>
      <h1>{title}</h1>
      <p className={styles.intro}>
        <FormattedMessage id="adminAudit.intro" />
      </p>
      {/* Keyed by the filters: a link of an entry that changes them refills the form. */}
      <AuditFiltersForm key={search} filters={filters} onFilters={(next) => setParams(new URLSearchParams(searchOf(next)))} />
      <Entries filters={filters} />
    </div>
  );
}

export function AuditPage() {
  return (
    <AuditIntl>
      <AuditLog />
    </AuditIntl>
  );
}
