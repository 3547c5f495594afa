// /paymentreturn/:cardId, where the provider's page sends the shopper back: asks the shop for the
// payment until it settles (every 2 s, up to a minute), says what happened in words, and offers
// "try again" or "pay on delivery" for the same order while that is allowed.
import { useEffect, useState } from 'react';
import { FormattedMessage } from 'react-intl';
import buttonStyles from '@/components/ui/button.module.css';
import { LinkButton } from '@/components/ui/link-button';
import { Spinner } from '@/components/ui/spinner/spinner';
import stateStyles from '@/components/payment/payment-facts.module.css';
import { ApiError } from '@/lib/api-client';
import { usePaymentStatus } from '@/order/api/card-payment';
import { offersChoices, POLL_WINDOW_MS, returnView, shouldPoll, type ReturnView } from '../utils/payment-return-state';
import { PaymentChoices } from './payment-choices';
import styles from './payment-return.module.css';

/** `ended` (released, refunded) says the state's own words instead. */
const VIEW_TEXT: Record<ReturnView, string> = {
  checking: 'paymentReturn.checking',
  processing: 'paymentReturn.processing',
  slow: 'paymentReturn.slow',
  held: 'payment.state.held',
  finalized: 'paymentReturn.finalized',
  failed: 'paymentReturn.failed',
  expired: 'paymentReturn.expired',
  awaiting: 'paymentReturn.awaiting',
  cod: 'paymentReturn.cod',
  ended: 'paymentReturn.cod',
};

/** When the page started asking; "check again" starts a new window. */
function usePollWindow() {
  const [startedAt, setStartedAt] = useState(() => Date.now());
  const [, setTick] = useState(0);
  // One render when the window closes, so "still processing" turns into "the bank is slow".
  useEffect(() => {
    const timer = setTimeout(() => setTick((n) => n + 1), POLL_WINDOW_MS + 50);
    return () => clearTimeout(timer);
  }, [startedAt]);
  return { elapsed: () => Date.now() - startedAt, restart: () => setStartedAt(Date.now()) };
}

interface PaymentReturnProps {
  cardId: string;
  /** Where the shopper's orders are: the user page or the guest's orders page. */
  ordersHref: string;
  providerDown: boolean;
}

export function PaymentReturn({ cardId, ordersHref, providerDown }: PaymentReturnProps) {
  const pollWindow = usePollWindow();
  const status = usePaymentStatus(cardId, (payment) => shouldPoll(payment, pollWindow.elapsed()));
  if (status.isError) {
    const gone = status.error instanceof ApiError && status.error.status === 404;
    return (
      <div role="alert" className={styles.box}>
        <p>
          <FormattedMessage id={gone ? 'paymentReturn.notFound' : 'paymentReturn.loadError'} />
        </p>
        {!gone && (
          <button type="button" className={buttonStyles.primary} onClick={() => void status.refetch()}>
            <FormattedMessage id="retry" />
          </button>
        )}
      </div>
    );
  }
  const view = returnView(status.data, pollWindow.elapsed());
  const ended = status.data?.card?.state;
  return (
    <div className={styles.box} data-return-view={view}>
      {(view === 'checking' || view === 'processing') && <Spinner />}
      <p role="status" className={`${styles.message} ${stateStyles[view] ?? ''}`}>
        <FormattedMessage id={view === 'ended' && ended ? `payment.state.${ended}` : VIEW_TEXT[view]} />
      </p>
      {view === 'slow' && (
        <button
          type="button"
          className={buttonStyles.secondary}
          onClick={() => {
            pollWindow.restart();
            void status.refetch();
          }}
        >
          <FormattedMessage id="paymentReturn.checkAgain" />
        </button>
      )}
      {offersChoices(status.data) && <PaymentChoices cardId={cardId} providerDown={providerDown} />}
      {view !== 'checking' && <LinkButton to={ordersHref} textId="paymentReturn.toOrder" look="secondary" />}
    </div>
  );
}
