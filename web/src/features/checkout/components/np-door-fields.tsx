// Nova Poshta's courier at checkout: the settlement, a street from the carrier's street directory
// (through the shop), the house and an optional flat; its price is shown below (delivery-price.tsx).
// When the street directory does not answer, the shopper is told so and offered a branch.
import { FormattedMessage } from 'react-intl';
import { Combobox } from '@/components/combobox/combobox';
import buttonStyles from '@/components/ui/button.module.css';
import { lookupState } from '@/components/combobox/lookup-state';
import { NpSettlementField } from '@/components/combobox/np-settlement-field';
import { TextField } from '@/components/ui/text-field';
import { useNpStreets } from '@/hooks/use-np-directory';
import { useText } from '@/hooks/use-text';
import type { CheckoutProblems } from '../utils/checkout-problems';
import type { CheckoutValues } from '../utils/checkout-values';
import type { NpPatch } from '../utils/delivery-patches';
import styles from './checkout-form.module.css';

interface NpDoorFieldsProps {
  values: CheckoutValues;
  problems: CheckoutProblems;
  onChange: (patch: NpPatch) => void;
  /** Switches to a branch or locker of the same settlement. */
  onBranchInstead: () => void;
}

export function NpDoorFields({ values, problems, onChange, onBranchInstead }: NpDoorFieldsProps) {
  const text = useText();
  const settlementRef = values.npSettlement?.settlementRef ?? null;
  const streets = useNpStreets(settlementRef, values.npStreetText, values.npStreet === null);
  const streetState = lookupState(streets, settlementRef !== null && values.npStreet === null);
  return (
    <>
      <NpSettlementField
        label="checkout.npSettlement"
        text={values.city}
        settlementRef={settlementRef}
        problem={problems.city}
        onSettlement={(city, npSettlement) => onChange({ city, npSettlement, npStreetText: '', npStreet: null })}
      />
      <Combobox
        label="checkout.npStreet"
        hint={settlementRef ? 'checkout.npStreetHint' : 'checkout.npBranchNeedsSettlement'}
        text={values.npStreetText}
        onText={(npStreetText) => onChange({ npStreetText, npStreet: null })}
        items={streets.data ?? []}
        optionOf={(street) => ({ id: street.ref, label: street.display })}
        onChoose={(chosen) => onChange({ npStreetText: chosen.display, npStreet: chosen })}
        state={streetState}
        emptyKey="checkout.npNoStreets"
        failedKey="checkout.npStreetsFailed"
        problem={problems.street}
        disabled={settlementRef === null}
        required
      />
      {streetState === 'error' && (
        <div className={styles.failed} role="alert">
          <FormattedMessage id="checkout.npStreetsDown" />
          <button type="button" className={buttonStyles.secondary} onClick={onBranchInstead}>
            <FormattedMessage id="checkout.npBranchInstead" />
          </button>
        </div>
      )}
      <div className={styles.row}>
        <TextField label={text('checkout.npHouse')} value={values.npHouse} onValue={(npHouse) => onChange({ npHouse })} error={text(problems.house)} required requiredMark />
        <TextField label={text('checkout.npFlat')} value={values.npFlat} onValue={(npFlat) => onChange({ npFlat })} error={text(problems.flat)} />
      </div>
    </>
  );
}
