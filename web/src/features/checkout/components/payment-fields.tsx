// Checkout's payment group: cash on delivery (the default) and, when the shop takes cards, paying
// by card on the provider's page (where Apple Pay and Google Pay are offered too).
import { FormattedMessage } from 'react-intl';
import type { PaymentMethod } from '@domain/payment';
import { FieldGroup } from '@/components/ui/field-group';
import styles from './checkout-form.module.css';

const LABELS: Record<PaymentMethod, string> = { cod: 'checkout.cashOnDelivery', card: 'checkout.payByCard' };

interface PaymentFieldsProps {
  offered: PaymentMethod[];
  value: PaymentMethod;
  onChange: (method: PaymentMethod) => void;
}

export function PaymentFields({ offered, value, onChange }: PaymentFieldsProps) {
  return (
    <FieldGroup legendId="checkout.payment">
      {offered.map((method) => (
        <div key={method}>
          <label className={styles.radio}>
            <input
              type="radio"
              name="payment"
              value={method}
              checked={value === method}
              onChange={() => onChange(method)}
              {...(method === 'card' && { 'aria-describedby': 'checkout-card-hint' })}
            />
            <FormattedMessage id={LABELS[method]} />
          </label>
          {/* Outside the label, so the radio's name stays short and the hint is its description. */}
          {method === 'card' && (
            <span id="checkout-card-hint" className={styles.hint}>
              <FormattedMessage id="checkout.payByCardHint" />
            </span>
          )}
        </div>
      ))}
    </FieldGroup>
  );
}
