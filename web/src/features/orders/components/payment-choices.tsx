// "Спробувати ще раз" and "Оплатити при отриманні" for a card order that was not paid: the same
// order, nothing typed again. Shown on the return page and in the order view while canRetry.
import { FormattedMessage } from 'react-intl';
import buttonStyles from '@/components/ui/button.module.css';
import { useApiErrorText } from '@/hooks/use-api-error-text';
import type { ErrorTextPolicy } from '@/lib/error-text';
import { useStartCardPayment, useSwitchToCashOnDelivery } from '@/order/api/card-payment';
import styles from './payment-choices.module.css';

const CHOICE_ERRORS: ErrorTextPolicy = {
  fallback: 'payment.actionFailed',
  known: { PAYMENT_ALREADY_MADE: 'payment.alreadyMade', PAYMENT_METHOD_OFF: 'payment.codOff', PAYMENT_PROVIDER_UNAVAILABLE: 'payment.providerDown' },
};

interface PaymentChoicesProps {
  cardId: string;
  /** The provider could not be reached when the order was placed (the return page's ?provider=down). */
  providerDown?: boolean;
}

export function PaymentChoices({ cardId, providerDown = false }: PaymentChoicesProps) {
  const retry = useStartCardPayment(cardId);
  const toCash = useSwitchToCashOnDelivery(cardId);
  const errorText = useApiErrorText(CHOICE_ERRORS);
  const busy = retry.isPending || toCash.isPending || (retry.isSuccess && retry.data !== null);
  // Asked again and still no page: the provider is down now, whatever it was before.
  const down = retry.isSuccess ? retry.data === null : providerDown;
  const failed = retry.error ?? toCash.error;
  return (
    <div className={styles.choices}>
      {down ? (
        <p role="alert" className={styles.note}>
          <FormattedMessage id="payment.providerDown" />
        </p>
      ) : (
        <p className={styles.note}>
          <FormattedMessage id="payment.choicesHint" />
        </p>
      )}
      <div className={styles.buttons}>
        <button type="button" className={buttonStyles.primary} disabled={busy} aria-busy={retry.isPending || undefined} onClick={() => retry.mutate()}>
          <FormattedMessage id="payment.tryAgain" />
        </button>
        <button type="button" className={buttonStyles.secondary} disabled={busy} aria-busy={toCash.isPending || undefined} onClick={() => toCash.mutate()}>
          <FormattedMessage id="payment.switchToCod" />
        </button>
      </div>
      {failed && (
        <p role="alert" className={styles.error}>
          {errorText(failed)}
        </p>
      )}
    </div>
  );
}
