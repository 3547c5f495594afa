// The sender's town and branch, chosen from the shop's copy of Nova Poshta's directory with the
// same comboboxes as checkout. Parcel lockers and partner shops are shown but not choosable: the
// shop's daily parcels are handed in at a branch or a cargo branch.
import { useIntl } from 'react-intl';
import { Combobox } from '@/components/combobox/combobox';
import { lookupState } from '@/components/combobox/lookup-state';
import { branchLabel, useNpBranches, useNpSettlements, type NpBranchOption } from '@/hooks/use-np-directory';
import type { SettingsFormValues, SettingsProblems } from '../utils/settings-form-values';

type PlacePatch = Partial<Pick<SettingsFormValues, 'settlementText' | 'settlement' | 'branchText' | 'warehouseRef'>>;

interface SenderPlaceFieldsProps {
  values: SettingsFormValues;
  problems: SettingsProblems;
  onChange: (patch: PlacePatch) => void;
}

const SENDING_KINDS: ReadonlySet<NpBranchOption['kind']> = new Set(['branch', 'cargoBranch']);
/** No parcel weight narrows the sender's list: every branch is shown. */
const ANY_WEIGHT = 0.1;

export function SenderPlaceFields({ values, problems, onChange }: SenderPlaceFieldsProps) {
  const intl = useIntl();
  const choosingSettlement = values.settlement === null;
  const settlements = useNpSettlements(values.settlementText, choosingSettlement);
  const settlementRef = values.settlement?.settlementRef ?? null;
  const branches = useNpBranches(settlementRef, values.branchText, ANY_WEIGHT, values.warehouseRef === null);
  const settlementList = settlements.data ?? [];
  const branchList = branches.data ?? [];
  const kindText = (branch: NpBranchOption) => intl.formatMessage({ id: `checkout.npKind.${branch.kind}` });

  return (
    <>
      <Combobox
        label="adminSettings.settlement"
        text={values.settlementText}
        onText={(settlementText) => onChange({ settlementText, settlement: null, branchText: '', warehouseRef: null })}
        items={settlementList}
        optionOf={(s) => ({ id: s.settlementRef, label: s.display })}
        onChoose={(chosen) => onChange({ settlementText: chosen.display, settlement: { settlementRef: chosen.settlementRef, cityRef: chosen.cityRef }, branchText: '', warehouseRef: null })}
        state={lookupState(settlements, choosingSettlement && values.settlementText.trim().length >= 2)}
        emptyKey="checkout.npNoSettlements"
        problem={problems.settlementText}
        required
      />
      <Combobox
        label="adminSettings.branch"
        hint={settlementRef ? 'adminSettings.branchHint' : 'adminSettings.branchNeedsSettlement'}
        text={values.branchText}
        onText={(branchText) => onChange({ branchText, warehouseRef: null })}
        items={branchList}
        optionOf={(b) => {
          const sending = SENDING_KINDS.has(b.kind);
          const detail = sending ? kindText(b) : `${kindText(b)} · ${intl.formatMessage({ id: 'adminSettings.notForSending' })}`;
          return { id: b.ref, label: branchLabel(b), detail, disabled: !sending };
        }}
        onChoose={(chosen) => onChange({ branchText: branchLabel(chosen), warehouseRef: chosen.ref })}
        state={lookupState(branches, settlementRef !== null && values.warehouseRef === null)}
        emptyKey="checkout.npNoBranches"
        problem={problems.branchText}
        disabled={settlementRef === null}
        required
      />
    </>
  );
}
