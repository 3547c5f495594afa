// What a settings block shows until its settings are there: loading, or a failed read with a retry.
import type { ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
import { RetryLine } from '@/components/ui/retry-line';
import { Spinner } from '@/components/ui/spinner/spinner';
import styles from './shipping-settings.module.css';

interface SettingsLoadStateProps {
  read: { isPending: boolean; isError: boolean; refetch: () => unknown };
  loadingId: string;
  failedId: string;
  /** The block itself, once its settings are read. */
  children: () => ReactNode;
}

export function SettingsLoadState({ read, loadingId, failedId, children }: SettingsLoadStateProps) {
  if (read.isPending) {
    return (
      <div role="status">
        <Spinner />
        <FormattedMessage id={loadingId} />
      </div>
    );
  }
  if (read.isError) return <RetryLine messageId={failedId} retryId="adminSettings.retry" onRetry={() => void read.refetch()} className={styles.note} />;
  return <>{children()}</>;
}
