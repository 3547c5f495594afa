// /admin/settings, "Оплата": the two methods' switches and the card provider, saved through
// /api/savepaymentsettings; at least one method stays on (the server refuses otherwise too).
import { useState, type FormEvent } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { PaymentSettings } from '@domain/payment-settings';
import { PAYMENT_PROVIDERS, type PaymentProvider } from '@domain/payment';
import buttonStyles from '@/components/ui/button.module.css';
import { CheckField } from '@/components/ui/check-field';
import { FieldGroup } from '@/components/ui/field-group';
import fieldStyles from '@/components/ui/form-field.module.css';
import { SelectField } from '@/components/ui/select-field';
import { useText } from '@/hooks/use-text';
import { usePaymentSettings, useSavePaymentSettings } from '../api/payment-settings';
import { SettingsLoadState } from './settings-load-state';
import styles from './shipping-settings.module.css';

function PaymentSettingsForm({ initial }: { initial: PaymentSettings }) {
  const intl = useIntl();
  const t = useText();
  const [values, setValues] = useState(initial);
  const save = useSavePaymentSettings();
  const noMethod = !values.cashOnDelivery && !values.card;
  const change = (patch: Partial<PaymentSettings>) => {
    save.reset();
    setValues((old) => ({ ...old, ...patch }));
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (noMethod || save.isPending) return;
    save.mutate(values);
  };
  return (
    <form className={styles.form} onSubmit={submit} noValidate aria-label={intl.formatMessage({ id: 'adminPayments.settings.title' })}>
      <FieldGroup legendId="adminPayments.settings.methods">
        <CheckField className={styles.choice} label={t('adminPayments.settings.cashOnDelivery')} checked={values.cashOnDelivery} onChange={(cashOnDelivery) => change({ cashOnDelivery })} />
        <CheckField className={styles.choice} label={t('adminPayments.settings.card')} checked={values.card} onChange={(card) => change({ card })} />
      </FieldGroup>
      <SelectField label={t('adminPayments.settings.provider')} value={values.provider} onValue={(provider) => change({ provider: provider as PaymentProvider })}>
        {PAYMENT_PROVIDERS.map((provider) => (
          <option key={provider} value={provider}>
            {t(`adminPayments.settings.provider.${provider}`)}
          </option>
        ))}
      </SelectField>
      {noMethod && (
        <p role="alert" className={fieldStyles.problem}>
          <FormattedMessage id="adminPayments.settings.atLeastOne" />
        </p>
      )}
      {save.isError && (
        <p role="alert" className={fieldStyles.problem}>
          <FormattedMessage id="adminPayments.settings.saveFailed" />
        </p>
      )}
      {save.isSuccess && (
        <p role="status" className={styles.saved}>
          <FormattedMessage id="adminPayments.settings.saved" />
        </p>
      )}
      <button type="submit" className={buttonStyles.primary} disabled={save.isPending || noMethod}>
        <FormattedMessage id="adminPayments.settings.save" />
      </button>
    </form>
  );
}

export function PaymentSettingsSection() {
  const saved = usePaymentSettings();
  return (
    <section aria-labelledby="payment-settings-title" className={styles.section}>
      <h2 id="payment-settings-title">
        <FormattedMessage id="adminPayments.settings.title" />
      </h2>
      <p>
        <FormattedMessage id="adminPayments.settings.intro" />
      </p>
      <SettingsLoadState read={saved} loadingId="adminPayments.settings.loading" failedId="adminPayments.settings.loadFailed">
        {() => saved.data && <PaymentSettingsForm initial={saved.data} />}
      </SettingsLoadState>
    </section>
  );
}
