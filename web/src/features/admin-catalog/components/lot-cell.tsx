import type { InputHTMLAttributes } from 'react';
import adminStyles from './admin.module.css';

interface LotCellProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'onChange'> {
  /** The input's id (the add button focuses it); its error line is `${id}-e`. */
  id: string;
  /** The accessible name: the column and the row's number. */
  label: string;
  /** The translated problem with the value, said with the input. */
  error?: string;
  onValue: (value: string) => void;
}

/** One editable cell of the lots table, named by its column and row, with its error beneath. */
export function LotCell({ id, label, error, onValue, ...input }: LotCellProps) {
  return (
    <td>
      <input id={id} aria-label={label} aria-invalid={error ? true : undefined} aria-describedby={error ? `${id}-e` : undefined} onChange={(event) => onValue(event.target.value)} {...input} />
      {error && (
        <span id={`${id}-e`} className={adminStyles.fieldError}>
          {error}
        </span>
      )}
    </td>
  );
}
