// What the delivery will cost and when it arrives, before the order: Nova Poshta's price and date
// from the carrier for the chosen branch, locker or door, with the cash-on-delivery fee when that
// is the payment; Ukrposhta's from its published table; the free-delivery offer. When the carrier
// does not answer, the shopper is told that it will state the price itself: nothing waits for it.
import { FormattedMessage, useIntl } from 'react-intl';
import { NP_COURIER_SURCHARGE_UAH } from '@domain/door-delivery';
import { leftToFreeDelivery } from '@domain/delivery-price';
import { FreeDeliveryNote } from '@/components/free-delivery-note/free-delivery-note';
import { useDeliveryOffer } from '@/hooks/use-delivery-offer';
import { formatMoney } from '@/utils/format-money';
import { npQuoteAsk, ukrposhtaPrice, useNpQuote, type QuoteBasis } from '../api/delivery-quote';
import type { CheckoutValues } from '../utils/checkout-values';
import styles from './checkout-form.module.css';

interface DeliveryPriceProps {
  values: CheckoutValues;
  basis: QuoteBasis;
}

/** The courier's usual extra over a branch, while the carrier's own price for the door is not known. */
function CourierEstimate() {
  return (
    <p className={styles.note} data-testid="courier-surcharge">
      <FormattedMessage id="checkout.npCourierSurcharge" values={{ amount: NP_COURIER_SURCHARGE_UAH }} />
    </p>
  );
}

function NpPrice({ values, basis, free }: DeliveryPriceProps & { free: boolean }) {
  const intl = useIntl();
  const ask = npQuoteAsk(values, basis);
  const quote = useNpQuote(ask);
  const door = values.npMode === 'door';
  if (!ask) return door ? <CourierEstimate /> : null;
  if (quote.isPending) {
    return (
      <p className={styles.note} role="status">
        <FormattedMessage id="delivery.counting" />
      </p>
    );
  }
  const priced = quote.data?.priceUah ?? null;
  const date = quote.data?.deliveryDate ?? null;
  const fee = quote.data?.cashOnDeliveryFeeUah ?? 0;
  return (
    <>
      {priced === null ? (
        <p className={styles.priceLine} data-testid="delivery-price">
          <FormattedMessage id="delivery.carrierWillTell" />
        </p>
      ) : (
        <p className={styles.priceLine} data-testid="delivery-price">
          <FormattedMessage id={free ? 'delivery.npPriceFree' : 'delivery.npPrice'} values={{ price: formatMoney(priced) }} />
          {fee > 0 && !free && (
            <>
              {' '}
              <FormattedMessage id="delivery.codFeeIncluded" values={{ fee: formatMoney(fee) }} />
            </>
          )}
        </p>
      )}
      {date !== null && (
        <p className={styles.note} data-testid="delivery-date">
          <FormattedMessage id="delivery.expectedDate" values={{ date: intl.formatDate(`${date}T12:00:00Z`, { weekday: 'long', day: 'numeric', month: 'long', timeZone: 'Europe/Kyiv' }) }} />
        </p>
      )}
      {priced === null && door && <CourierEstimate />}
    </>
  );
}

function UpPrice({ values, basis, free }: DeliveryPriceProps & { free: boolean }) {
  const price = ukrposhtaPrice(values, basis.weightKg);
  return (
    <p className={styles.priceLine} data-testid="delivery-price">
      {price === null ? (
        <FormattedMessage id="delivery.carrierWillTell" />
      ) : (
        <FormattedMessage id={free ? 'delivery.upPriceFree' : 'delivery.upPrice'} values={{ price: formatMoney(price) }} />
      )}
    </p>
  );
}

export function DeliveryPrice({ values, basis }: DeliveryPriceProps) {
  const free = leftToFreeDelivery(useDeliveryOffer().data, basis.orderUah) === 0;
  return (
    <section className={styles.deliveryPrice} aria-live="polite" aria-label={useIntl().formatMessage({ id: 'delivery.priceLabel' })}>
      {values.carrier === 'novaposhta' ? <NpPrice values={values} basis={basis} free={free} /> : <UpPrice values={values} basis={basis} free={free} />}
      <FreeDeliveryNote orderUah={basis.orderUah} className={styles.note} />
    </section>
  );
}
