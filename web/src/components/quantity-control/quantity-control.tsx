import { useState } from 'react';
import { useIntl } from 'react-intl';
import { acceptsTypedQuantity, quantityOnBlur } from './quantity-input-rules';
import styles from './quantity-control.module.css';

interface QuantityControlProps {
  value: number;
  /** Names the good, so each control of a list has its own label. */
  label: string;
  onChange: (quantity: number) => void;
  disabled?: boolean;
  /** The stock: plus stops there, as more could not be ordered. */
  max?: number | undefined;
}

/** Minus, a typed quantity and plus. Minus stops at 1: below it a line would mean nothing. */
export function QuantityControl({ value, label, onChange, disabled, max }: QuantityControlProps) {
  const intl = useIntl();
  // The text being typed; null while the field shows the stored value.
  const [draft, setDraft] = useState<string | null>(null);
  const commit = () => {
    if (draft === null) return;
    const quantity = quantityOnBlur(draft);
    setDraft(null);
    if (quantity !== value) onChange(quantity);
  };
  return (
    <span className={styles.control} role="group" aria-label={intl.formatMessage({ id: 'cart.quantityOf' }, { title: label })}>
      <button
        type="button"
        className={styles.step}
        aria-label={intl.formatMessage({ id: 'cart.decreaseQuantity' }, { title: label })}
        disabled={disabled || value <= 1}
        onClick={() => onChange(value - 1)}
      >
        −
      </button>
      <input
        className={styles.input}
        inputMode="numeric"
        aria-label={intl.formatMessage({ id: 'cart.quantity' })}
        value={draft ?? String(value)}
        disabled={disabled}
        onChange={(event) => {
          if (acceptsTypedQuantity(event.target.value)) setDraft(event.target.value);
        }}
        onBlur={commit}
        onKeyDown={(event) => {
          if (event.key === 'Enter') commit();
        }}
      />
      <button
        type="button"
        className={styles.step}
        aria-label={intl.formatMessage({ id: 'cart.increaseQuantity' }, { title: label })}
        disabled={disabled || (max !== undefined && value >= max)}
        onClick={() => onChange(value + 1)}
      >
        +
      </button>
    </span>
  );
}
