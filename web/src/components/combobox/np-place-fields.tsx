// A settlement, then one of its branches, chosen from the shop's copy of Nova Poshta's directory:
// the shopper's place at checkout and the shop's own in the sender settings. The form keeps what
// was chosen in its own words; typing in a field drops the choice there, so no text disagrees
// with the ref the form will send.
import { branchLabel, useNpBranches, type NpBranchOption, type NpSettlementOption } from '@/hooks/use-np-directory';
import { Combobox, type ComboboxOption } from './combobox';
import { lookupState } from './lookup-state';
import { NpSettlementField } from './np-settlement-field';

interface NpPlace {
  settlementText: string;
  /** The chosen settlement's ref; null while its text is only typed. */
  settlementRef: string | null;
  branchText: string;
  branchChosen: boolean;
}

interface NpPlaceFieldsProps {
  /** Message ids: the two labels, and the branch's hint with and without a settlement. */
  labels: { settlement: string; branch: string; branchHint: string; branchNeedsSettlement: string };
  place: NpPlace;
  problems: { settlement: string | undefined; branch: string | undefined };
  /** The parcel's weight, which the branches are checked against. */
  weightKg: number;
  branchOption: (branch: NpBranchOption) => Pick<ComboboxOption, 'detail' | 'disabled'>;
  /** A typed text comes with null, a choice with what was chosen. */
  onSettlement: (text: string, chosen: NpSettlementOption | null) => void;
  onBranch: (text: string, chosen: NpBranchOption | null) => void;
}

export function NpPlaceFields({ labels, place, problems, weightKg, branchOption, onSettlement, onBranch }: NpPlaceFieldsProps) {
  const { settlementText, settlementRef, branchText, branchChosen } = place;
  const branches = useNpBranches(settlementRef, branchText, weightKg, !branchChosen);

  return (
    <>
      <NpSettlementField label={labels.settlement} text={settlementText} settlementRef={settlementRef} problem={problems.settlement} onSettlement={onSettlement} />
      <Combobox
        label={labels.branch}
        hint={settlementRef ? labels.branchHint : labels.branchNeedsSettlement}
        text={branchText}
        onText={(text) => onBranch(text, null)}
        items={branches.data ?? []}
        optionOf={(b) => ({ id: b.ref, label: branchLabel(b), ...branchOption(b) })}
        onChoose={(chosen) => onBranch(branchLabel(chosen), chosen)}
        state={lookupState(branches, settlementRef !== null && !branchChosen)}
        emptyKey="checkout.npNoBranches"
        problem={problems.branch}
        disabled={settlementRef === null}
        required
      />
    </>
  );
}
