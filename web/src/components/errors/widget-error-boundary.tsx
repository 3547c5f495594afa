import type { ReactNode } from 'react';
import { StateMessage } from '../ui/state-message';
import { ErrorBoundary } from './error-boundary';
import styles from './widget-error-boundary.module.css';

/** Keeps a failing part of a page (a strip, a grid) from taking the whole page down. */
export function WidgetErrorBoundary({ children }: { children: ReactNode }) {
  return (
    <ErrorBoundary
      fallback={(_, reset) => (
        <StateMessage messageId="widgetError" action={{ textId: 'retry', onClick: reset, look: 'secondary' }} alert className={styles.fallback} />
      )}
    >
      {children}
    </ErrorBoundary>
  );
}
