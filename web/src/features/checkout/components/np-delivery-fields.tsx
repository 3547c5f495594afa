// Nova Poshta at checkout: a settlement, then one of its branches or parcel lockers, or the
// courier to one of its streets, all chosen from the carrier's directory through the shop, so
// that the order carries the carrier's refs.
import { FormattedMessage, useIntl, type IntlShape } from 'react-intl';
import { NpPlaceFields } from '@/components/combobox/np-place-fields';
import { FieldGroup } from '@/components/ui/field-group';
import type { NpBranchOption } from '@/hooks/use-np-directory';
import type { CheckoutProblems } from '../utils/checkout-problems';
import type { CheckoutValues } from '../utils/checkout-values';
import type { NpPatch } from '../utils/delivery-patches';
import { NP_MODES, type NpDoorValues } from '../utils/np-door-values';
import { NpDoorFields } from './np-door-fields';
import styles from './checkout-form.module.css';

interface NpDeliveryFieldsProps {
  values: CheckoutValues;
  problems: CheckoutProblems;
  weightKg: number;
  onChange: (patch: NpPatch) => void;
}

// The directory writes "open all day" as a day's whole span: a locker open every day of the week says "24/7".
const ALL_DAY = new Set(['00:00-23:59', '00:00-24:00']);
const WEEK = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'];

function hours(intl: IntlShape, schedule: Record<string, string>): string {
  const allDay = (name: string) => ALL_DAY.has(schedule[name] ?? '');
  if (WEEK.every(allDay)) return intl.formatMessage({ id: 'checkout.npAllWeek' });
  const day = (name: string) => {
    const value = schedule[name];
    if (allDay(name)) return intl.formatMessage({ id: 'checkout.npAllDay' });
    return !value || value === '-' ? intl.formatMessage({ id: 'checkout.npClosed' }) : value;
  };
  return intl.formatMessage({ id: 'checkout.npHours' }, { weekdays: day('Monday'), saturday: day('Saturday'), sunday: day('Sunday') });
}

function branchDetail(intl: IntlShape, branch: NpBranchOption, weightKg: number): string {
  const parts = [intl.formatMessage({ id: `checkout.npKind.${branch.kind}` })];
  if (branch.maxWeightKg !== null) parts.push(intl.formatMessage({ id: 'checkout.npUpToKg' }, { kg: branch.maxWeightKg }));
  if (!branch.fitsWeight) parts.push(intl.formatMessage({ id: 'checkout.npTooHeavy' }, { kg: weightKg }));
  parts.push(hours(intl, branch.schedule));
  return parts.join(' · ');
}

const LABELS = {
  settlement: 'checkout.npSettlement',
  branch: 'checkout.novaPoshtaWarehouse',
  branchHint: 'checkout.npBranchHint',
  branchNeedsSettlement: 'checkout.npBranchNeedsSettlement',
};

/** A branch or locker of the settlement, or the courier to its street; the settlement stays when the way changes. */
export function NpDeliveryFields(props: NpDeliveryFieldsProps) {
  const { values, onChange } = props;
  const chooseMode = (npMode: NpDoorValues['npMode']) => onChange({ npMode, branch: '', npBranch: null, npStreetText: '', npStreet: null, npHouse: '', npFlat: '' });
  return (
    <>
      <FieldGroup legendId="checkout.npDeliverTo" className={styles.modes}>
        {NP_MODES.map((mode) => (
          <label key={mode} className={styles.radio}>
            <input type="radio" name="npMode" value={mode} checked={values.npMode === mode} onChange={() => chooseMode(mode)} />
            <FormattedMessage id={`checkout.npMode.${mode}`} />
          </label>
        ))}
      </FieldGroup>
      {values.npMode === 'door' ? <NpDoorFields {...props} onBranchInstead={() => chooseMode('branch')} /> : <NpBranchFields {...props} />}
    </>
  );
}

function NpBranchFields({ values, problems, weightKg, onChange }: NpDeliveryFieldsProps) {
  const intl = useIntl();
  const place = {
    settlementText: values.city,
    settlementRef: values.npSettlement?.settlementRef ?? null,
    branchText: values.branch,
    branchChosen: values.npBranch !== null,
  };
  return (
    <NpPlaceFields
      labels={LABELS}
      place={place}
      problems={{ settlement: problems.city, branch: problems.branch }}
      weightKg={weightKg}
      branchOption={(b) => ({ detail: branchDetail(intl, b, weightKg), disabled: !b.fitsWeight })}
      onSettlement={(city, npSettlement) => onChange({ city, npSettlement, branch: '', npBranch: null })}
      onBranch={(branch, npBranch) => onChange({ branch, npBranch })}
    />
  );
}
