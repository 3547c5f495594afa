import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import { paths } from '@/config/paths';
import { LanguageSwitcher } from './language-switcher';
import styles from './header.module.css';

// Issue 3 grows this into the full top, middle and nav bars of SPEC.md section 2.
export function Header() {
  const intl = useIntl();
  return (
    <header className={styles.header}>
      <div className={styles.inner}>
        <Link to={paths.home.getHref()} className={styles.logo} aria-label={intl.formatMessage({ id: 'goToHomePage' })}>
          <svg className={styles.mark} viewBox="0 0 64 64" aria-hidden="true" focusable="false">
            <circle cx="32" cy="32" r="28" />
            <path d="M10 26c14-6 30-6 44 0M8 36c16-6 32-6 48 0M14 47c12-5 24-5 36 0M22 7c-4 16-4 34 4 54" />
          </svg>
          <span className={styles.name}>
            <FormattedMessage id="shopName" />
          </span>
        </Link>
        <LanguageSwitcher />
      </div>
    </header>
  );
}
