import { FormattedMessage } from 'react-intl';
import styles from './menu-load-error.module.css';

/** The menus' word when the catalogue could not be read, with a way to try again. */
export function MenuLoadError({ onRetry }: { onRetry: () => void }) {
  return (
    <p role="alert" className={styles.state}>
      <FormattedMessage id="catalogLoadError" />{' '}
      <button type="button" className={styles.retry} onClick={onRetry}>
        <FormattedMessage id="retry" />
      </button>
    </p>
  );
}
