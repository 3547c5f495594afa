// A Nova Poshta settlement chosen from the shop's copy of the directory: the first field of every
// Nova Poshta place (a branch, or a street for the courier). Typing drops the choice.
import { useNpSettlements, type NpSettlementOption } from '@/hooks/use-np-directory';
import { Combobox } from './combobox';
import { lookupState } from './lookup-state';

interface NpSettlementFieldProps {
  label: string;
  text: string;
  /** The chosen settlement's ref; null while its text is only typed. */
  settlementRef: string | null;
  problem: string | undefined;
  /** A typed text comes with null, a choice with what was chosen. */
  onSettlement: (text: string, chosen: NpSettlementOption | null) => void;
}

export function NpSettlementField({ label, text, settlementRef, problem, onSettlement }: NpSettlementFieldProps) {
  const settlements = useNpSettlements(text, settlementRef === null);
  return (
    <Combobox
      label={label}
      text={text}
      onText={(typed) => onSettlement(typed, null)}
      items={settlements.data ?? []}
      optionOf={(s) => ({ id: s.settlementRef, label: s.display })}
      onChoose={(chosen) => onSettlement(chosen.display, chosen)}
      state={lookupState(settlements, settlementRef === null && text.trim().length >= 2)}
      emptyKey="checkout.npNoSettlements"
      problem={problem}
      required
    />
  );
}
