// One entry of the log: when, what happened to which document, who did it, and each changed
// field before and after. The person and the document are links to their own filters.
import { FormattedDate, useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import type { AuditEntryView } from '@domain/api/audit-log';
import { paths } from '@/config/paths';
import { useText } from '@/hooks/use-text';
import { searchOf } from '../utils/audit-filters';
import styles from './audit.module.css';

function Changes({ entry }: { entry: AuditEntryView }) {
  const t = useText();
  if (entry.changes.length === 0) return null;
  return (
    <ul className={styles.changes}>
      {entry.changes.map((change) => (
        <li key={change.field} className={styles.change}>
          <code className={styles.field}>{change.field}</code>
          <span className={styles.side}>
            <span className={styles.sideLabel}>{t('adminAudit.before')}</span>
            <span className={styles.value}>{change.before ?? t('adminAudit.absent')}</span>
          </span>
          <span className={styles.side}>
            <span className={styles.sideLabel}>{t('adminAudit.after')}</span>
            <span className={styles.value}>{change.after ?? t('adminAudit.absent')}</span>
          </span>
        </li>
      ))}
    </ul>
  );
}

export function AuditEntry({ entry }: { entry: AuditEntryView }) {
  const t = useText();
  const intl = useIntl();
  const person = entry.by.email ?? entry.by.uid;
  const document = `${t(`adminAudit.collection.${entry.collection}`)} ${entry.docId}`;
  const href = (search: string) => `${paths.adminAudit.getHref()}${search}`;
  return (
    <li className={styles.entry}>
      <p className={styles.head}>
        <FormattedDate value={entry.at} dateStyle="medium" timeStyle="medium" timeZone="Europe/Kyiv" />
        <strong className={styles.action}>{t(`adminAudit.action.${entry.action}`)}</strong>
      </p>
      <p className={styles.what}>
        <Link to={href(searchOf({ collection: entry.collection, docId: entry.docId }))} aria-label={t('adminAudit.byDocument', { document })}>
          {document}
        </Link>
      </p>
      <p className={styles.who}>
        {person ? (
          <Link to={href(searchOf({ person }))} aria-label={intl.formatMessage({ id: 'adminAudit.byPerson' }, { person })}>
            {person}
          </Link>
        ) : (
          t('adminAudit.nobody')
        )}
      </p>
      <Changes entry={entry} />
      {entry.moreChanges && <p className={styles.more}>{t('adminAudit.moreChanges')}</p>}
    </li>
  );
}
