import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import buttonStyles from '@/components/ui/button.module.css';
import { paths } from '@/config/paths';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { useNotFoundStatus } from '@/lib/head/server-page';
import styles from './not-found.module.css';

export function NotFoundRoute() {
  const intl = useIntl();
  useDocumentTitle(`${intl.formatMessage({ id: 'pageNotFound' })} | ${intl.formatMessage({ id: 'shopName' })}`);
  useNotFoundStatus();
  return (
    <div className={styles.page}>
      <p className={styles.code} aria-hidden="true">
        404
      </p>
      <h1 className={styles.title}>
        <FormattedMessage id="pageNotFound" />
      </h1>
      <p className={styles.text}>
        <FormattedMessage id="pageNotFoundDescription" />
      </p>
      <Link to={paths.home.getHref()} className={`${buttonStyles.primary} ${styles.link}`}>
        <FormattedMessage id="goToMainPage" />
      </Link>
    </div>
  );
}
