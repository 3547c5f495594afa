import { FormattedMessage, useIntl } from 'react-intl';
import { useParams } from 'react-router-dom';
import buttonStyles from '@/components/ui/button.module.css';
import { LinkButton } from '@/components/ui/link-button';
import { Spinner } from '@/components/ui/spinner/spinner';
import { paths } from '@/config/paths';
import { useApiErrorText } from '@/hooks/use-api-error-text';
import { useDocumentTitle } from '@/hooks/use-document-title';
import type { ErrorTextPolicy } from '@/lib/error-text';
import { useOpenLink, type LinkAction } from '../api/open-link';
import styles from './stock-watch-link-page.module.css';

const LINK_ERRORS: ErrorTextPolicy = { fallback: 'stockWatchLinkFailed' };
const TEXTS = {
  confirm: { pending: 'stockWatchConfirming', done: 'stockWatchConfirmed' },
  unsubscribe: { pending: 'stockWatchUnsubscribing', done: 'stockWatchUnsubscribed' },
} as const;

/** /stockwatch/{confirm|unsubscribe}/{mailbox}/{token}: the page opens the mailed link's call once. */
export function StockWatchLinkPage({ action }: { action: LinkAction }) {
  const intl = useIntl();
  const errorText = useApiErrorText(LINK_ERRORS);
  const { mailbox = '', token = '' } = useParams();
  const link = useOpenLink(action, mailbox, token);
  const title = intl.formatMessage({ id: 'stockWatchPageTitle' });
  useDocumentTitle(`${title} | ${intl.formatMessage({ id: 'shopName' })}`);
  return (
    <section className={styles.page} aria-labelledby="stock-watch-title">
      <h1 id="stock-watch-title" className={styles.title}>
        {title}
      </h1>
      {link.isPending && <Spinner label={intl.formatMessage({ id: TEXTS[action].pending })} />}
      {link.isSuccess && (
        <>
          <p className={styles.done} role="status">
            <FormattedMessage id={TEXTS[action].done} />
          </p>
          <LinkButton to={paths.home.getHref()} textId="goToMainPage" />
        </>
      )}
      {link.isError && (
        <>
          <p className={styles.danger} role="alert">
            {errorText(link.error)}
          </p>
          <button type="button" className={buttonStyles.secondary} onClick={() => void link.refetch()}>
            <FormattedMessage id="retry" />
          </button>
        </>
      )}
    </section>
  );
}

export const StockWatchConfirmPage = () => <StockWatchLinkPage action="confirm" />;
export const StockWatchUnsubscribePage = () => <StockWatchLinkPage action="unsubscribe" />;
