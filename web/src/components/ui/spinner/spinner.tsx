import { useState } from 'react';
import { useIntl } from 'react-intl';
import styles from './spinner.module.css';

interface SpinnerProps {
  /** What is loading, read by screen readers; defaults to the generic 'loading'. */
  label?: string;
}

/** A loading indicator. It hides itself when clicked, for whoever finds it in the way (docs/product.md, "Layout"). */
export function Spinner({ label }: SpinnerProps) {
  const intl = useIntl();
  const [hidden, setHidden] = useState(false);
  if (hidden) return null;
  return (
    <div
      className={styles.spinner}
      role="status"
      aria-label={label ?? intl.formatMessage({ id: 'loading' })}
      title={intl.formatMessage({ id: 'hideLoadingIndicator' })}
      onClick={() => setHidden(true)}
    >
      <span className={styles.skein} aria-hidden="true" />
    </div>
  );
}
