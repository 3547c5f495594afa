// /admin/bin: what the ADMIN removed from the catalogue, newest first, each with "Відновити".
// A restore whose place is gone asks where to put it (PlaceChoice) and tries again there.
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { BIN_DAYS, type BinEntryView, type BinPlaceKind } from '@domain/api/bin';
import buttonStyles from '@/components/ui/button.module.css';
import { LoadError, StateMessage } from '@/components/ui/state-message';
import { Spinner } from '@/components/ui/spinner/spinner';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { useText } from '@/hooks/use-text';
import { ApiError } from '@/lib/api-client';
import { useLanguage } from '@/lib/i18n/language-context';
import { useBin, useRestoreFromBin } from '../api/bin';
import { BinIntl } from './bin-intl';
import { PlaceChoice } from './place-choice';
import styles from './bin.module.css';

/** The place to choose, when the restore answered that the thing's own place is gone. */
function placeAsked(error: unknown): { choose: BinPlaceKind; was: string | null } | null {
  if (!(error instanceof ApiError) || error.code !== 'BIN_PLACE_GONE') return null;
  return error.details as { choose: BinPlaceKind; was: string | null };
}

function BinEntry({ entry, onRestored }: { entry: BinEntryView; onRestored: (name: string) => void }) {
  const t = useText();
  const intl = useIntl();
  const language = useLanguage();
  const restore = useRestoreFromBin();
  const name = entry.title[language] || entry.title.ua;
  const date = (ms: number) => intl.formatDate(ms, { dateStyle: 'medium', timeStyle: 'short', timeZone: 'Europe/Kyiv' });
  const asked = placeAsked(restore.error);
  // mutateAsync, not mutate's callbacks: the restored entry leaves the refetched list, and an
  // unmounted entry's mutate callbacks are never called. A failure shows through restore.error.
  const run = (input: { entryId: string; place?: string }) => void restore.mutateAsync(input).then(() => onRestored(name), () => undefined);
  return (
    <li className={styles.entry}>
      <div className={styles.what}>
        <span className={styles.kind}>{t(`adminBin.kind.${entry.kind}`)}</span>
        <strong className={styles.name}>{name}</strong>
        {entry.goods > 0 && <span>{t('adminBin.goods', { count: entry.goods })}</span>}
      </div>
      <p className={styles.meta}>
        {entry.place && <span>{t('adminBin.place', { place: entry.place })}</span>}
        <span>{t('adminBin.removed', { date: date(entry.removedAtMs), who: entry.removedBy.email ?? entry.removedBy.uid })}</span>
        <span>{t('adminBin.expires', { date: date(entry.expiresAtMs) })}</span>
      </p>
      {asked ? (
        <PlaceChoice
          kind={asked.choose}
          was={asked.was}
          pending={restore.isPending}
          onChoose={(place) => run({ entryId: entry.id, place })}
          onCancel={() => restore.reset()}
        />
      ) : (
        <>
          {restore.error && (
            <p role="alert" className={styles.error}>
              {restore.error.message}
            </p>
          )}
          <button
            type="button"
            className={buttonStyles.primary}
            aria-label={t('adminBin.restoreNamed', { name })}
            disabled={restore.isPending}
            aria-busy={restore.isPending || undefined}
            onClick={() => run({ entryId: entry.id })}
          >
            {t('adminBin.restore')}
          </button>
        </>
      )}
    </li>
  );
}

function BinList() {
  const t = useText();
  const bin = useBin();
  // Shown above the list: the restored entry itself leaves the list once it is refetched.
  const [restored, setRestored] = useState<string | null>(null);
  const note = (
    <p role="status" className={styles.done}>
      {restored !== null && <FormattedMessage id="adminBin.restored" values={{ name: restored }} />}
    </p>
  );
  if (bin.isPending) return <Spinner label={t('adminBin.loading')} />;
  if (bin.isError) return <LoadError messageId="adminBin.loadFailed" onRetry={() => void bin.refetch()} />;
  const entries = bin.data.pages.flatMap((page) => page.entries);
  if (entries.length === 0) {
    return (
      <>
        {note}
        <StateMessage messageId="adminBin.empty" />
      </>
    );
  }
  return (
    <>
      {note}
      <ul className={styles.list}>
        {entries.map((entry) => (
          <BinEntry key={entry.id} entry={entry} onRestored={setRestored} />
        ))}
      </ul>
      {bin.hasNextPage && (
        <button type="button" className={buttonStyles.secondary} disabled={bin.isFetchingNextPage} onClick={() => void bin.fetchNextPage()}>
          {t('adminBin.more')}
        </button>
      )}
    </>
  );
}

function BinContent() {
  const intl = useIntl();
  const title = intl.formatMessage({ id: 'adminBin.title' });
  useDocumentTitle(`${title} | ${intl.formatMessage({ id: 'shopName' })}`);
  return (
    <div className={styles.page}>
      <h1>{title}</h1>
      <p>
        <FormattedMessage id="adminBin.intro" values={{ days: BIN_DAYS }} />
      </p>
      <BinList />
    </div>
  );
}

export function BinPage() {
  return (
    <BinIntl>
      <BinContent />
    </BinIntl>
  );
}
