import { FormattedMessage } from 'react-intl';
import { CARRIERS, type Carrier } from '@domain/checkout';
import type { CheckoutProblems } from '../utils/checkout-problems';
import type { CheckoutValues } from '../utils/checkout-values';
import type { NpPatch, UpPatch } from '../utils/delivery-patches';
import { initialUpValues } from '../utils/up-delivery-values';
import { initialNpDoorValues } from '../utils/np-door-values';
import { NpDeliveryFields } from './np-delivery-fields';
import { UpDeliveryFields } from './up-delivery-fields';
import { FieldGroup } from '@/components/ui/field-group';
import styles from './checkout-form.module.css';

interface DeliveryFieldsProps {
  values: CheckoutValues;
  problems: CheckoutProblems;
  /** The parcel's estimated weight, to mark the lockers that cannot take it. */
  weightKg: number;
  onChange: (patch: NpPatch | UpPatch | Pick<CheckoutValues, 'carrier'>) => void;
}

/** Carrier, then a Nova Poshta settlement and its branch or street from the directory, or a Ukrposhta office or address. */
export function DeliveryFields({ values, problems, weightKg, onChange }: DeliveryFieldsProps) {
  // Another carrier's town and branch mean nothing to this one: the choice starts afresh.
  const chooseCarrier = (carrier: Carrier) => onChange({ carrier, city: '', branch: '', npSettlement: null, npBranch: null, ...initialNpDoorValues(), ...initialUpValues() });
  return (
    <FieldGroup legendId="checkout.delivery">
      <div className={styles.carriers}>
        {CARRIERS.map((carrier: Carrier) => (
          <label key={carrier} className={styles.radio}>
            <input type="radio" name="carrier" value={carrier} checked={values.carrier === carrier} onChange={() => chooseCarrier(carrier)} />
            <FormattedMessage id={`checkout.carrier.${carrier}`} />
          </label>
        ))}
      </div>
      {values.carrier === 'novaposhta' ? (
        <NpDeliveryFields values={values} problems={problems} weightKg={weightKg} onChange={onChange} />
      ) : (
        <UpDeliveryFields values={values} problems={problems} onChange={onChange} />
      )}
    </FieldGroup>
  );
}
