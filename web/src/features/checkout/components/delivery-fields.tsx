import { FormattedMessage } from 'react-intl';
import { CARRIERS, type Carrier } from '@domain/checkout';
import type { CheckoutProblems, CheckoutValues } from '../utils/checkout-values';
import { TextField } from './text-field';
import styles from './checkout-form.module.css';

interface DeliveryFieldsProps {
  values: CheckoutValues;
  problems: CheckoutProblems;
  onChange: (field: 'carrier' | 'city' | 'branch', value: string) => void;
}

/** Carrier, then city and a Nova Poshta warehouse number, or a Ukrposhta index or address. */
export function DeliveryFields({ values, problems, onChange }: DeliveryFieldsProps) {
  return (
    <fieldset className={styles.group}>
      <legend>
        <FormattedMessage id="checkout.delivery" />
      </legend>
      <div className={styles.carriers}>
        {CARRIERS.map((carrier: Carrier) => (
          <label key={carrier} className={styles.radio}>
            <input type="radio" name="carrier" value={carrier} checked={values.carrier === carrier} onChange={() => onChange('carrier', carrier)} />
            <FormattedMessage id={`checkout.carrier.${carrier}`} />
          </label>
        ))}
      </div>
      <TextField label="checkout.city" value={values.city} onChange={(v) => onChange('city', v)} problem={problems.city} autoComplete="address-level2" required />
      <TextField
        label={values.carrier === 'novaposhta' ? 'checkout.novaPoshtaWarehouse' : 'checkout.ukrposhtaIndexOrAddress'}
        value={values.branch}
        onChange={(v) => onChange('branch', v)}
        problem={problems.branch}
        required
      />
    </fieldset>
  );
}
