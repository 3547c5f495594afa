// /admin/settings: the shop's sender settings, loaded from the API; waybills are made from them.
import { FormattedMessage, useIntl } from 'react-intl';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { useShippingSettings } from '../api/shipping-settings';
import { settingsToValues } from '../utils/settings-form-values';
import { AlertSettingsSection } from './alert-settings-section';
import { PaymentSettingsSection } from './payment-settings-section';
import { DeliveryOfferSection } from './delivery-offer-section';
import { FeedStatusSection } from './feed-status-section';
import { SettingsLoadState } from './settings-load-state';
import { ShippingSettingsForm } from './shipping-settings-form';
import styles from './shipping-settings.module.css';

export function ShippingSettingsPage() {
  const intl = useIntl();
  const title = intl.formatMessage({ id: 'adminSettings.title' });
  useDocumentTitle(`${title} | ${intl.formatMessage({ id: 'shopName' })}`);
  const saved = useShippingSettings();

  return (
    <div className={styles.page}>
      <h1>{title}</h1>
      <p>
        <FormattedMessage id="adminSettings.intro" />
      </p>
      <SettingsLoadState read={saved} loadingId="adminSettings.loading" failedId="adminSettings.loadFailed">
        {() =>
          saved.data && (
            <>
              {saved.data.settings === null && (
                <p role="status" className={styles.empty}>
                  <FormattedMessage id="adminSettings.empty" />
                </p>
              )}
              <ShippingSettingsForm initial={settingsToValues(saved.data.settings, saved.data.place)} />
            </>
          )
        }
      </SettingsLoadState>
      <PaymentSettingsSection />
      <DeliveryOfferSection />
      <FeedStatusSection />
      <AlertSettingsSection />
    </div>
  );
}
