// Nova Poshta at checkout: a settlement, then one of its branches or parcel lockers, both chosen
// from the shop's copy of the carrier's directory, so that the order carries the carrier's refs.
import { useIntl, type IntlShape } from 'react-intl';
import { branchLabel, useNpBranches, useNpSettlements, type NpBranchOption, type NpSettlementOption } from '@/hooks/use-np-directory';
import type { CheckoutProblems, CheckoutValues } from '../utils/checkout-values';
import { lookupState } from '@/components/combobox/lookup-state';
import { Combobox } from '@/components/combobox/combobox';

export type NpPatch = Partial<Pick<CheckoutValues, 'city' | 'branch' | 'npSettlement' | 'npBranch'>>;

interface NpDeliveryFieldsProps {
  values: CheckoutValues;
  problems: CheckoutProblems;
  weightKg: number;
  onChange: (patch: NpPatch) => void;
}

function hours(intl: IntlShape, schedule: Record<string, string>): string {
  const day = (name: string) => {
    const value = schedule[name];
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

export function NpDeliveryFields({ values, problems, weightKg, onChange }: NpDeliveryFieldsProps) {
  const intl = useIntl();
  const choosingSettlement = values.npSettlement === null;
  const settlements = useNpSettlements(values.city, choosingSettlement);
  const settlementRef = values.npSettlement?.settlementRef ?? null;
  const branches = useNpBranches(settlementRef, values.branch, weightKg, values.npBranch === null);
  const settlementList: NpSettlementOption[] = settlements.data ?? [];
  const branchList: NpBranchOption[] = branches.data ?? [];

  return (
    <>
      <Combobox
        label="checkout.npSettlement"
        text={values.city}
        onText={(city) => onChange({ city, npSettlement: null, branch: '', npBranch: null })}
        items={settlementList}
        optionOf={(s) => ({ id: s.settlementRef, label: s.display })}
        onChoose={(chosen) => onChange({ city: chosen.display, npSettlement: chosen, branch: '', npBranch: null })}
        state={lookupState(settlements, choosingSettlement && values.city.trim().length >= 2)}
        emptyKey="checkout.npNoSettlements"
        problem={problems.city}
        required
      />
      <Combobox
        label="checkout.novaPoshtaWarehouse"
        hint={settlementRef ? 'checkout.npBranchHint' : 'checkout.npBranchNeedsSettlement'}
        text={values.branch}
        onText={(branch) => onChange({ branch, npBranch: null })}
        items={branchList}
        optionOf={(b) => ({ id: b.ref, label: branchLabel(b), detail: branchDetail(intl, b, weightKg), disabled: !b.fitsWeight })}
        onChoose={(chosen) => onChange({ branch: branchLabel(chosen), npBranch: chosen })}
        state={lookupState(branches, settlementRef !== null && values.npBranch === null)}
        emptyKey="checkout.npNoBranches"
        problem={problems.branch}
        disabled={settlementRef === null}
        required
      />
    </>
  );
}
