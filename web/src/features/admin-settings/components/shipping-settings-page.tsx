// /admin/settings: the shop's sender settings, loaded from the API; waybills are made from them.
import { FormattedMessage, useIntl } from 'react-intl';
import { Spinner } from '@/components/ui/spinner/spinner';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { useShippingSettings } from '../api/shipping-settings';
import { settingsToValues } from '../utils/settings-form-values';
import { ShippingSettingsForm } from './shipping-settings-form';
import { RetryLine } from '@/components/ui/retry-line';
import styles from './shipping-settings.module.css';

export function ShippingSettingsPage() {
  const intl = useIntl();
  const title = intl.formatMessage({ id: 'adminSettings.title' });
  useDocumentTitle(`${title} | ${intl.formatMessage({ id: 'shopName' })}`);
  const saved = useShippingSettings();

  let body;
  if (saved.isPending) {
    body = (
      <div role="status">
        <Spinner />
        <FormattedMessage id="adminSettings.loading" />
      </div>
    );
  } else if (saved.isError) {
    body = <RetryLine messageId="adminSettings.loadFailed" retryId="adminSettings.retry" onRetry={() => void saved.refetch()} className={styles.note} />;
  } else {
    body = (
      <>
        {saved.data.settings === null && (
          <p role="status" className={styles.empty}>
            <FormattedMessage id="adminSettings.empty" />
          </p>
        )}
        <ShippingSettingsForm initial={settingsToValues(saved.data.settings, saved.data.place)} />
      </>
    );
  }
  return (
    <div className={styles.page}>
      <h1>{title}</h1>
      <p>
        <FormattedMessage id="adminSettings.intro" />
      </p>
      {body}
    </div>
  );
}
