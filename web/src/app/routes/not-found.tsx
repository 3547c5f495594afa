import { FormattedMessage, useIntl } from 'react-intl';
import { paths } from '@/config/paths';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { useNotFoundStatus } from '@/lib/head/server-page';
import styles from './not-found.module.css';
import { LinkButton } from '@/components/ui/link-button';

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
      <LinkButton to={paths.home.getHref()} textId="goToMainPage" className={styles.link} />
    </div>
  );
}
