import { FormattedMessage, useIntl } from 'react-intl';
import { ContactLinks } from '@/components/layouts/contact-icons';
import { PhoneLinks } from '@/components/layouts/phone-links';
import { SHOP_EMAIL } from '@/config/shop-contacts';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { useLanguage } from '@/lib/i18n/language-context';
import type { StaticPageContent } from '../content/static-page-content';
import styles from './static-page.module.css';

/** Contacts, payment and delivery, about us, privacy policy, public offer. */
export function StaticPage({ content }: { content: StaticPageContent }) {
  const intl = useIntl();
  const text = content.text[useLanguage()];
  useDocumentTitle(`${text.title} | ${intl.formatMessage({ id: 'shopName' })}`, text.description);
  return (
    <article className={styles.page}>
      <h1 className={styles.title}>{text.title}</h1>
      {text.intro && <p className={styles.intro}>{text.intro}</p>}
      {content.showContacts && (
        <section className={styles.contacts} aria-labelledby="static-contacts">
          <h2 id="static-contacts" className={styles.heading}>
            <FormattedMessage id="footerContacts" />
          </h2>
          <PhoneLinks className={styles.phones} />
          <a href={`mailto:${SHOP_EMAIL}`}>{SHOP_EMAIL}</a>
          <ContactLinks variant="list" />
        </section>
      )}
      {text.sections.map((section, index) => (
        <section key={section.heading ?? index} className={styles.section}>
          {section.heading && <h2 className={styles.heading}>{section.heading}</h2>}
          {section.paragraphs?.map((paragraph) => (
            <p key={paragraph}>{paragraph}</p>
          ))}
          {section.list && (
            <ul className={styles.list}>
              {section.list.map((item) => (
                <li key={item}>{item}</li>
              ))}
            </ul>
          )}
        </section>
      ))}
    </article>
  );
}
