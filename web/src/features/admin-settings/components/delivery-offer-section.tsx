// /admin/settings, "Безкоштовна доставка": the order sum from which the cart and checkout say that
// delivery is free (and how much is left to it). Empty: no such offer, the default.
import { useState, type FormEvent } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { DeliveryOffer } from '@domain/delivery-price';
import buttonStyles from '@/components/ui/button.module.css';
import fieldStyles from '@/components/ui/form-field.module.css';
import { TextField } from '@/components/ui/text-field';
import { useText } from '@/hooks/use-text';
import { useDeliveryOfferSettings, useSaveDeliveryOffer } from '../api/delivery-offer';
import { SettingsLoadState } from './settings-load-state';
import styles from './shipping-settings.module.css';

/** Whole hryvnias from 1, or empty for no offer; anything else is refused before it is sent. */
function offerOf(text: string): DeliveryOffer | null {
  const trimmed = text.trim().replace(/\s/g, '');
  if (trimmed === '') return { freeDeliveryFromUah: null };
  return /^\d{1,7}$/.test(trimmed) && Number(trimmed) >= 1 ? { freeDeliveryFromUah: Number(trimmed) } : null;
}

function DeliveryOfferForm({ initial }: { initial: DeliveryOffer }) {
  const intl = useIntl();
  const t = useText();
  const [text, setText] = useState(initial.freeDeliveryFromUah === null ? '' : String(initial.freeDeliveryFromUah));
  const save = useSaveDeliveryOffer();
  const offer = offerOf(text);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (offer && !save.isPending) save.mutate(offer);
  };
  return (
    <form className={styles.form} onSubmit={submit} noValidate aria-label={intl.formatMessage({ id: 'adminSettings.freeDelivery.title' })}>
      <TextField
        label={t('adminSettings.freeDelivery.from')}
        hint={t('adminSettings.freeDelivery.hint')}
        value={text}
        inputMode="numeric"
        onValue={(value) => {
          save.reset();
          setText(value);
        }}
        error={offer ? undefined : t('adminSettings.freeDelivery.invalid')}
      />
      {save.isError && (
        <p role="alert" className={fieldStyles.problem}>
          <FormattedMessage id="adminSettings.freeDelivery.saveFailed" />
        </p>
      )}
      {save.isSuccess && (
        <p role="status" className={styles.saved}>
          <FormattedMessage id="adminSettings.freeDelivery.saved" />
        </p>
      )}
      <button type="submit" className={buttonStyles.primary} disabled={save.isPending || !offer}>
        <FormattedMessage id="adminSettings.freeDelivery.save" />
      </button>
    </form>
  );
}

export function DeliveryOfferSection() {
  const saved = useDeliveryOfferSettings();
  return (
    <section aria-labelledby="delivery-offer-title" className={styles.section}>
      <h2 id="delivery-offer-title">
        <FormattedMessage id="adminSettings.freeDelivery.title" />
      </h2>
      <SettingsLoadState read={saved} loadingId="adminSettings.freeDelivery.loading" failedId="adminSettings.freeDelivery.loadFailed">
        {() => saved.data && <DeliveryOfferForm initial={saved.data} />}
      </SettingsLoadState>
    </section>
  );
}
