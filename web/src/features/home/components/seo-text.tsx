import { useLanguage } from '@/lib/i18n/language-context';
import { SEO_TEXT } from '../content/seo-text';
import styles from './seo-text.module.css';

export function SeoText() {
  const text = SEO_TEXT[useLanguage()];
  return (
    <section className={styles.seo}>
      <h2 className={styles.heading}>{text.heading}</h2>
      {text.paragraphs.map((paragraph) => (
        <p key={paragraph}>{paragraph}</p>
      ))}
    </section>
  );
}
