import { useId } from 'react';
import { FormattedMessage } from 'react-intl';
import styles from './checkout-form.module.css';

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
  const id = useId();
  return (
    <div className={styles.field}>
      <label htmlFor={id}>
        <FormattedMessage id="checkout.sameLotAsOrder" />
      </label>
      <input
        id={id}
        className={styles.input}
        value={value}
        inputMode="numeric"
        autoComplete="off"
        maxLength={12}
        aria-invalid={problem ? true : undefined}
        aria-describedby={`${id}-hint${problem ? ` ${id}-problem` : ''}`}
        onChange={(e) => onChange(e.target.value)}
      />
      <span id={`${id}-hint`} className={styles.hint}>
        <FormattedMessage id="checkout.sameLotAsOrderHint" />
      </span>
      {problem && (
        <span id={`${id}-problem`} className={styles.problem}>
          <FormattedMessage id={problem} />
        </span>
      )}
    </div>
  );
}
