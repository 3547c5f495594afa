import { TextField } from '@/components/ui/text-field';
import { useText } from '@/hooks/use-text';

interface SameLotFieldProps {
  value: string;
  onChange: (value: string) => void;
  /** Message key of the problem, tied to the field for screen readers. */
  problem?: string | undefined;
}

/**
 * "Same lot as my order №…": a knitter buying more of a colour names the earlier order, so the
 * shop reserves from the lot that order took. Optional; the hint says what it does.
 */
export function SameLotField({ value, onChange, problem }: SameLotFieldProps) {
  const text = useText();
  return (
    <TextField
      label={text('checkout.sameLotAsOrder')}
      hint={text('checkout.sameLotAsOrderHint')}
      error={text(problem)}
      value={value}
      onValue={onChange}
      inputMode="numeric"
      autoComplete="off"
      maxLength={12}
    />
  );
}
