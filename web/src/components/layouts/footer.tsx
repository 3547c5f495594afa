import { FormattedMessage } from 'react-intl';
import styles from './footer.module.css';

// Issue 3 adds the social and static-page links of SPEC.md section 2 once those pages exist.
export function Footer() {
  return (
    <footer className={styles.footer}>
      <div className={styles.inner}>
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
