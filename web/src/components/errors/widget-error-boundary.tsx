import type { ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
import buttonStyles from '@/components/ui/button.module.css';
import { ErrorBoundary } from './error-boundary';
import styles from './widget-error-boundary.module.css';

/** Keeps a failing part of a page (a strip, a grid) from taking the whole page down. */
export function WidgetErrorBoundary({ children }: { children: ReactNode }) {
  return (
    <ErrorBoundary
      fallback={(_, reset) => (
        <div className={styles.fallback} role="alert">
          <p className={styles.text}>
            <FormattedMessage id="widgetError" />
          </p>
          <button type="button" className={buttonStyles.secondary} onClick={reset}>
            <FormattedMessage id="retry" />
          </button>
        </div>
      )}
    >
      {children}
    </ErrorBoundary>
  );
}
