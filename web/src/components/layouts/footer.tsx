import type { ReactNode } from 'react';
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

/** A titled column; the links' column is a navigation region named by its title. */
function FooterColumn({ titleId, as: Tag = 'div', children }: { titleId: string; as?: 'nav' | 'div'; children: ReactNode }) {
  const intl = useIntl();
  return (
    <Tag className={styles.column} {...(Tag === 'nav' ? { 'aria-label': intl.formatMessage({ id: titleId }) } : {})}>
      <h2 className={styles.heading}>
        <FormattedMessage id={titleId} />
      </h2>
      {children}
    </Tag>
  );
}

/** Social links, the static pages and how to reach the shop (docs/product.md, "Layout"). */
export function Footer() {
  return (
    <footer className={styles.footer}>
      <div className={styles.inner}>
        <FooterColumn titleId="footerInfo" as="nav">
          <ul className={styles.links}>
            {INFO_LINKS.map((link) => (
              <li key={link.href}>
                <Link to={link.href} className={styles.link}>
                  <FormattedMessage id={link.label} />
                </Link>
              </li>
            ))}
          </ul>
        </FooterColumn>
        <FooterColumn titleId="footerContacts">
          <PhoneLinks className={styles.phones} />
          <a className={styles.link} href={`mailto:${SHOP_EMAIL}`}>
            {SHOP_EMAIL}
          </a>
        </FooterColumn>
        <FooterColumn titleId="navSocial">
          <ContactLinks />
        </FooterColumn>
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
