import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import { paths } from '@/config/paths';
import { SHOP_EMAIL } from '@/config/shop-contacts';
import { ContactLinks } from './contact-icons';
import { PhoneLinks } from './phone-links';
import styles from './footer.module.css';

const INFO_LINKS = [
  { href: paths.aboutUs.getHref(), label: 'navAboutUs' },
  { href: paths.contacts.getHref(), label: 'navContacts' },
  { href: paths.paymentAndDelivery.getHref(), label: 'navPaymentAndDelivery' },
  { href: paths.publicOffer.getHref(), label: 'navPublicOffer' },
  { href: paths.privacyPolicy.getHref(), label: 'navPrivacyPolicy' },
] as const;

/** Social links, the static pages and how to reach the shop (docs/product.md, "Layout"). */
export function Footer() {
  const intl = useIntl();
  return (
    <footer className={styles.footer}>
      <div className={styles.inner}>
        <nav className={styles.column} aria-label={intl.formatMessage({ id: 'footerInfo' })}>
          <h2 className={styles.heading}>
            <FormattedMessage id="footerInfo" />
          </h2>
          <ul className={styles.links}>
            {INFO_LINKS.map((link) => (
              <li key={link.href}>
                <Link to={link.href} className={styles.link}>
                  <FormattedMessage id={link.label} />
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        <div className={styles.column}>
          <h2 className={styles.heading}>
            <FormattedMessage id="footerContacts" />
          </h2>
          <PhoneLinks className={styles.phones} />
          <a className={styles.link} href={`mailto:${SHOP_EMAIL}`}>
            {SHOP_EMAIL}
          </a>
        </div>
        <div className={styles.column}>
          <h2 className={styles.heading}>
            <FormattedMessage id="navSocial" />
          </h2>
          <ContactLinks />
        </div>
      </div>
      <div className={styles.bottom}>
        <p className={styles.delivery}>
          <FormattedMessage id="footerDelivery" />
        </p>
        <p className={styles.copyright}>
          <FormattedMessage id="footerCopyright" values={{ year: new Date().getFullYear() }} />
        </p>
      </div>
    </footer>
  );
}
