import { FormattedMessage, useIntl } from 'react-intl';
import buttonStyles from '@/components/ui/button.module.css';
import { loadPage } from '@/utils/page-location';
import { readableErrorMessage } from './error-message';
import styles from './error-fallback.module.css';

/** The generic render-error screen (docs/product.md, "Layout"): 'oops', the error message, a way back that reloads. */
export function ErrorFallback({ error }: { error: unknown }) {
  const intl = useIntl();
  const message = readableErrorMessage(error) ?? intl.formatMessage({ id: 'uknownErrorPleaseReloadThePage' });
  return (
    <div className={styles.fallback} role="alert">
      <h1 className={styles.title}>
        <FormattedMessage id="oops" />
      </h1>
      <p className={styles.message}>{message}</p>
      {/* A full load, not client navigation: the state that failed must not survive. */}
      <button type="button" className={buttonStyles.primary} onClick={() => loadPage('/')}>
        <FormattedMessage id="goToMainPage" />
      </button>
    </div>
  );
}
