import type { ReactNode } from 'react';
import { useApiErrorText } from '@/hooks/use-api-error-text';
import type { ErrorTextPolicy } from '@/lib/error-text';
import type { CallState } from '../hooks/use-call';
import styles from './profile-page.module.css';

const ACCOUNT_ERRORS: ErrorTextPolicy = { fallback: 'uknownErrorPleaseReloadThePage' };

/** Under a profile form: what its last call did, read out as it appears; space kept so nothing jumps. */
export function CallNote({ status, done }: { status: CallState; done: ReactNode }) {
  const errorText = useApiErrorText(ACCOUNT_ERRORS);
  const failed = status.state === 'failed';
  return (
    <p role={failed ? 'alert' : 'status'} className={failed ? styles.failed : styles.done}>
      {status.state === 'done' && done}
      {failed && errorText(status.error)}
    </p>
  );
}
