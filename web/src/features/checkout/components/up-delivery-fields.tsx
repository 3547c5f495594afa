// Ukrposhta at checkout: a post office found by its postcode or in a chosen town, from the shop's
// copy of the carrier's classifier (only open, unrestricted offices are offered), or delivery to
// a street address typed in parts.
import { FormattedMessage } from 'react-intl';
import { isPostcode, useUpCities, useUpOffices, type UpCityOption, type UpOfficeOption } from '../api/up-offices';
import type { CheckoutProblems } from '../utils/checkout-problems';
import type { CheckoutValues } from '../utils/checkout-values';
import type { UpPatch } from '../utils/delivery-patches';
import { lookupState } from '@/components/combobox/lookup-state';
import { UP_MODES, upOfficeLabel, type UpAddress } from '../utils/up-delivery-values';
import { Combobox } from '@/components/combobox/combobox';
import { TextField } from '@/components/ui/text-field';
import { useText } from '@/hooks/use-text';
import { FieldGroup } from '@/components/ui/field-group';
import styles from './checkout-form.module.css';

interface UpDeliveryFieldsProps {
  values: CheckoutValues;
  problems: CheckoutProblems;
  onChange: (patch: UpPatch) => void;
}

function OfficeFields({ values, problems, onChange }: UpDeliveryFieldsProps) {
  const choosingCity = values.upCity === null;
  const cities = useUpCities(values.city, choosingCity);
  const cityId = values.upCity?.cityId ?? null;
  const offices = useUpOffices(cityId, values.branch, values.upOffice === null);
  const cityList: UpCityOption[] = cities.data ?? [];
  const officeList: UpOfficeOption[] = offices.data ?? [];
  const officesAsked = values.upOffice === null && (cityId !== null || isPostcode(values.branch.trim()));

  return (
    <>
      <Combobox
        label="checkout.upCity"
        text={values.city}
        onText={(city) => onChange({ city, upCity: null, branch: '', upOffice: null })}
        items={cityList}
        optionOf={(c) => ({ id: c.cityId, label: c.display })}
        onChoose={(chosen) => onChange({ city: chosen.display, upCity: chosen, branch: '', upOffice: null })}
        state={lookupState(cities, choosingCity && values.city.trim().length >= 2)}
        emptyKey="checkout.npNoSettlements"
        failedKey="checkout.upLookupFailed"
      />
      <Combobox
        label="checkout.upOffice"
        hint={cityId ? 'checkout.upOfficeHintCity' : 'checkout.upOfficeHintPostcode'}
        text={values.branch}
        onText={(branch) => onChange({ branch, upOffice: null })}
        items={officeList}
        optionOf={(o) => ({ id: o.id, label: upOfficeLabel(o), detail: o.name })}
        onChoose={(chosen) => onChange({ branch: upOfficeLabel(chosen), upOffice: chosen })}
        state={lookupState(offices, officesAsked)}
        emptyKey="checkout.upNoOffices"
        failedKey="checkout.upLookupFailed"
        problem={problems.branch}
        required
      />
    </>
  );
}

function AddressFields({ values, problems, onChange }: UpDeliveryFieldsProps) {
  const set = (part: keyof UpAddress) => (text: string) => onChange({ upAddress: { ...values.upAddress, [part]: text } });
  const { street, house, flat, postcode } = values.upAddress;
  const text = useText();
  return (
    <>
      <TextField label={text('checkout.upCity')} value={values.city} onValue={(city) => onChange({ city })} error={text(problems.city)} autoComplete="address-level2" required requiredMark />
      <TextField label={text('checkout.upStreet')} value={street} onValue={set('street')} error={text(problems.street)} autoComplete="address-line1" required requiredMark />
      <div className={styles.row}>
        <TextField label={text('checkout.upHouse')} value={house} onValue={set('house')} error={text(problems.house)} required requiredMark />
        <TextField label={text('checkout.upFlat')} value={flat} onValue={set('flat')} error={text(problems.flat)} />
        <TextField label={text('checkout.upPostcode')} value={postcode} onValue={set('postcode')} error={text(problems.postcode)} autoComplete="postal-code" required requiredMark />
      </div>
    </>
  );
}

export function UpDeliveryFields(props: UpDeliveryFieldsProps) {
  const { values, onChange } = props;
  return (
    <>
      <FieldGroup legendId="checkout.upDeliverTo" className={styles.modes}>
        {UP_MODES.map((mode) => (
          <label key={mode} className={styles.radio}>
            <input type="radio" name="upMode" value={mode} checked={values.upMode === mode} onChange={() => onChange({ upMode: mode, city: '', branch: '', upCity: null, upOffice: null })} />
            <FormattedMessage id={`checkout.upMode.${mode}`} />
          </label>
        ))}
      </FieldGroup>
      {values.upMode === 'office' ? <OfficeFields {...props} /> : <AddressFields {...props} />}
    </>
  );
}
