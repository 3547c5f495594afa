// An order's payment in words, shared by the customer's order view and the ADMIN's orders manager:
// the method, the card payment's state, its amounts in hryvnias and each fiscal receipt.
import type { PresentedCardPayment, PresentedPayment, PresentedReceipt } from '@domain/api/payments';
import type { ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { formatMoney, fromKopecks } from '@/utils/format-money';
import styles from './payment-facts.module.css';

const money = (kop: number) => formatMoney(fromKopecks(kop));

/** The sum asked, then what was held, taken and given back, each only once it is more than nothing. */
function amountLines(card: PresentedCardPayment): [string, number][] {
  const moved: [string, number][] = [
    ['payment.heldAmount', card.heldKop],
    ['payment.finalizedAmount', card.finalizedKop],
    ['payment.refundedAmount', card.refundedKop],
  ];
  return [['payment.amount', card.amountKop], ...moved.filter(([, kop]) => kop > 0)];
}

function Receipt({ receipt }: { receipt: PresentedReceipt }) {
  const done = receipt.fiscalCode !== null;
  return (
    <li>
      <FormattedMessage id={`payment.receipt.${receipt.kind}`} values={{ amount: money(receipt.amountKop) }} />
      {' · '}
      {done ? (
        <>
          <FormattedMessage id="payment.receiptFiscal" values={{ code: receipt.fiscalCode }} />
          {receipt.htmlUrl && (
            <>
              {' · '}
              <a href={receipt.htmlUrl} target="_blank" rel="noreferrer">
                <FormattedMessage id="payment.receiptLink" />
              </a>
            </>
          )}
        </>
      ) : (
        <span className={styles.waiting}>
          <FormattedMessage id="payment.receiptPending" />
        </span>
      )}
    </li>
  );
}

/** Goods added after the money was held: the difference, its state, and its page while it is open. */
function TopUp({ topUp }: { topUp: NonNullable<PresentedCardPayment['topUp']> }) {
  return (
    <p className={styles.line} data-top-up-state={topUp.state}>
      <FormattedMessage id="payment.topUp" values={{ amount: money(topUp.amountKop) }} />
      {': '}
      <span className={`${styles.state} ${styles[topUp.state] ?? ''}`}>
        <FormattedMessage id={`payment.state.${topUp.state}`} />
      </span>
      {topUp.pageUrl && (
        <>
          {' · '}
          <a href={topUp.pageUrl}>
            <FormattedMessage id="payment.topUpPay" />
          </a>
        </>
      )}
    </p>
  );
}

/** `children`: what a screen adds under the facts (the ADMIN's warnings, the shopper's choices). */
export function PaymentFacts({ payment, children }: { payment: PresentedPayment; children?: ReactNode }) {
  const intl = useIntl();
  const card = payment.card;
  return (
    <section className={styles.payment} aria-label={intl.formatMessage({ id: 'payment.title' })} data-payment-state={card?.state ?? 'cod'}>
      <p className={styles.line}>
        <strong>
          <FormattedMessage id={`payment.method.${payment.method}`} />
        </strong>
        {card && (
          <>
            {': '}
            <span className={`${styles.state} ${styles[card.state] ?? ''}`}>
              <FormattedMessage id={`payment.state.${card.state}`} />
            </span>
          </>
        )}
      </p>
      {card && (
        <ul className={styles.amounts}>
          {amountLines(card).map(([id, kop]) => (
            <li key={id}>
              <FormattedMessage id={id} values={{ amount: money(kop) }} />
            </li>
          ))}
        </ul>
      )}
      {card?.topUp && <TopUp topUp={card.topUp} />}
      {payment.receipts.length > 0 && (
        <ul className={styles.receipts} aria-label={intl.formatMessage({ id: 'payment.receipts' })}>
          {payment.receipts.map((receipt) => (
            <Receipt key={receipt.receiptId} receipt={receipt} />
          ))}
        </ul>
      )}
      {children}
    </section>
  );
}
