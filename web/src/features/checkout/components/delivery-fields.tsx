import { FormattedMessage } from 'react-intl';
import { CARRIERS, type Carrier } from '@domain/checkout';
import type { CheckoutProblems, CheckoutValues } from '../utils/checkout-values';
import { NpDeliveryFields, type NpPatch } from './np-delivery-fields';
import { TextField } from './text-field';
import styles from './checkout-form.module.css';

interface DeliveryFieldsProps {
  values: CheckoutValues;
  problems: CheckoutProblems;
  /** The parcel's estimated weight, to mark the lockers that cannot take it. */
  weightKg: number;
  onChange: (patch: NpPatch | Pick<CheckoutValues, 'carrier'>) => void;
}

/** Carrier, then a Nova Poshta settlement and branch from the directory, or a Ukrposhta city and index or address. */
export function DeliveryFields({ values, problems, weightKg, onChange }: DeliveryFieldsProps) {
  return (
    <fieldset className={styles.group}>
      <legend>
        <FormattedMessage id="checkout.delivery" />
      </legend>
      <div className={styles.carriers}>
        {CARRIERS.map((carrier: Carrier) => (
          <label key={carrier} className={styles.radio}>
            <input type="radio" name="carrier" value={carrier} checked={values.carrier === carrier} onChange={() => onChange({ carrier })} />
            <FormattedMessage id={`checkout.carrier.${carrier}`} />
          </label>
        ))}
      </div>
      {values.carrier === 'novaposhta' ? (
        <NpDeliveryFields values={values} problems={problems} weightKg={weightKg} onChange={onChange} />
      ) : (
        <>
          <TextField label="checkout.city" value={values.city} onChange={(city) => onChange({ city })} problem={problems.city} autoComplete="address-level2" required />
          <TextField label="checkout.ukrposhtaIndexOrAddress" value={values.branch} onChange={(branch) => onChange({ branch })} problem={problems.branch} required />
        </>
      )}
    </fieldset>
  );
}
