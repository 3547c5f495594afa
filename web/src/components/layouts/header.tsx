import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import { paths } from '@/config/paths';
import { ContactLinks } from './contact-icons';
import { LanguageSwitcher } from './language-switcher';
import type { LayoutSlots } from './layout-slots';
import { PhoneLinks } from './phone-links';
import styles from './header.module.css';

/** The top bar (language, phones, social links), the middle bar (logo and the features' widgets) and the nav bar. */
export function Header({ slots = {} }: { slots?: LayoutSlots }) {
  const intl = useIntl();
  return (
    <header className={styles.header}>
      <div className={styles.topBar}>
        <div className={styles.topInner}>
          <LanguageSwitcher />
          <PhoneLinks className={styles.phones} />
          {/* Here, not in the nav bar, where they took a row of their own on a laptop. */}
          <ContactLinks className={styles.social} />
        </div>
      </div>
      <div className={styles.inner}>
        {slots.burger}
        <Link to={paths.home.getHref()} className={styles.logo} aria-label={intl.formatMessage({ id: 'goToHomePage' })}>
          <svg className={styles.mark} viewBox="0 0 64 64" aria-hidden="true" focusable="false">
            <circle cx="32" cy="32" r="28" />
            <path d="M10 26c14-6 30-6 44 0M8 36c16-6 32-6 48 0M14 47c12-5 24-5 36 0M22 7c-4 16-4 34 4 54" />
          </svg>
          <span className={styles.name}>
            <FormattedMessage id="shopName" />
          </span>
        </Link>
        {slots.search && <div className={styles.search}>{slots.search}</div>}
        <div className={styles.widgets}>
          {slots.callback}
          {slots.account}
          {slots.orders}
          {slots.cart}
        </div>
      </div>
      {slots.navigation}
    </header>
  );
}
