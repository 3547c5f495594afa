// The sender's town and branch, chosen from the shop's copy of Nova Poshta's directory with the
// same fields as checkout. Parcel lockers and partner shops are shown but not choosable: the
// shop's daily parcels are handed in at a branch or a cargo branch.
import { useIntl } from 'react-intl';
import { NpPlaceFields } from '@/components/combobox/np-place-fields';
import type { NpBranchOption } from '@/hooks/use-np-directory';
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

const LABELS = {
  settlement: 'adminSettings.settlement',
  branch: 'adminSettings.branch',
  branchHint: 'adminSettings.branchHint',
  branchNeedsSettlement: 'adminSettings.branchNeedsSettlement',
};

export function SenderPlaceFields({ values, problems, onChange }: SenderPlaceFieldsProps) {
  const intl = useIntl();
  const branchOption = (branch: NpBranchOption) => {
    const kind = intl.formatMessage({ id: `checkout.npKind.${branch.kind}` });
    const sending = SENDING_KINDS.has(branch.kind);
    return { detail: sending ? kind : `${kind} · ${intl.formatMessage({ id: 'adminSettings.notForSending' })}`, disabled: !sending };
  };
  const place = {
    settlementText: values.settlementText,
    settlementRef: values.settlement?.settlementRef ?? null,
    branchText: values.branchText,
    branchChosen: values.warehouseRef !== null,
  };
  return (
    <NpPlaceFields
      labels={LABELS}
      place={place}
      problems={{ settlement: problems.settlementText, branch: problems.branchText }}
      weightKg={ANY_WEIGHT}
      branchOption={branchOption}
      onSettlement={(settlementText, chosen) =>
        onChange({ settlementText, settlement: chosen && { settlementRef: chosen.settlementRef, cityRef: chosen.cityRef }, branchText: '', warehouseRef: null })
      }
      onBranch={(branchText, chosen) => onChange({ branchText, warehouseRef: chosen?.ref ?? null })}
    />
  );
}
