import { FormattedMessage, useIntl } from 'react-intl';
import { paths } from '@/config/paths';
import { useNotFoundStatus, useReportHead } from '@/lib/head/server-page';
import styles from './not-found-state.module.css';
import { LinkButton } from '@/components/ui/link-button';
import stateStyles from '@/styles/states.module.css';

/** An unknown category or good: says so clearly and leads home; the server answers it with 404. */
export function NotFoundState({ titleId, descriptionId }: { titleId: string; descriptionId: string }) {
  const intl = useIntl();
  useNotFoundStatus();
  // Rendered inside the page that found nothing, so the server's <head> names the absence.
  useReportHead({
    title: `${intl.formatMessage({ id: titleId })} | ${intl.formatMessage({ id: 'shopName' })}`,
    description: intl.formatMessage({ id: descriptionId }),
  });
  return (
    <div className={stateStyles.state}>
      <h1 className={styles.title}>
        <FormattedMessage id={titleId} />
      </h1>
      <p className={styles.text}>
        <FormattedMessage id={descriptionId} />
      </p>
      <LinkButton to={paths.home.getHref()} textId="goToMainPage" />
    </div>
  );
}
