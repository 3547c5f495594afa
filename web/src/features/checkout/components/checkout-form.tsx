import { useRef, useState, type FormEvent } from 'react';
import type { PaymentMethod } from '@domain/payment';
import { FormattedMessage, useIntl } from 'react-intl';
import buttonStyles from '@/components/ui/button.module.css';
import { PhoneField } from '@/components/ui/phone-field';
import { TextAreaField, TextField } from '@/components/ui/text-field';
import { useApiErrorText } from '@/hooks/use-api-error-text';
import { useFocusFirstError } from '@/hooks/use-focus-first-error';
import { useText } from '@/hooks/use-text';
import { type CreatedShoppingCard, useCreateShoppingCard } from '@/order/api/create-shopping-card';
import { offeredMethods, usePaymentMethods } from '../api/payment-methods';
import { parcelWeightKg } from '@domain/parcel-weight';
import { checkoutProblems, deliveryOf, initialCheckoutValues, newIdempotencyKey, sameLotOrderNumber, withoutDeliveryProblems, type CheckoutValues } from '../utils/checkout-values';
import { CHECKOUT_ERRORS } from '../utils/checkout-error';
import { DeliveryFields } from './delivery-fields';
import { DeliveryPrice } from './delivery-price';
import { FieldGroup } from '@/components/ui/field-group';
import { PaymentFields } from './payment-fields';
import { SameLotField } from './same-lot-field';
import { RememberPlace, SavedPlacePicker } from './saved-places';
import { placeValues } from '../utils/saved-place-values';
import styles from './checkout-form.module.css';

interface CheckoutFormProps {
  /** weightGrams: one item's weight when its good has one; the lockers too small for the parcel are marked. */
  goods: { goodId: string; quantity: number; weightGrams?: number | null }[];
  /** True while any good is unavailable or the cart is empty: the order cannot be placed. */
  blocked: boolean;
  user: Parameters<typeof initialCheckoutValues>[0];
  onPlaced: (card: CreatedShoppingCard) => void;
  /** The cart holds yarn counted by dye lot: offer "same lot as my order №…". */
  offerSameLot?: boolean;
  /** The goods' sum in hryvnias: the declared value and cash-on-delivery sum the delivery is priced for. */
  orderUah?: number;
}

export function CheckoutForm({ goods, blocked, user, onPlaced, offerSameLot = false, orderUah = 0 }: CheckoutFormProps) {
  const intl = useIntl();
  const text = useText();
  const errorText = useApiErrorText(CHECKOUT_ERRORS);
  const [values, setValues] = useState<CheckoutValues>(() => initialCheckoutValues(user));
  const [submitted, setSubmitted] = useState(false);
  // False again once another carrier or way of delivery is chosen: its empty fields are not errors yet.
  const [deliverySubmitted, setDeliverySubmitted] = useState(false);
  // One key per checkout attempt, kept across retries: a lost answer retried never orders twice.
  const idempotencyKey = useRef(newIdempotencyKey());
  const create = useCreateShoppingCard();
  const offered = offeredMethods(usePaymentMethods().data);
  const [chosenPayment, setPayment] = useState<PaymentMethod>('cod');
  // A choice the shop no longer offers (or cash on delivery switched off) falls to the first offered.
  const payment = offered.includes(chosenPayment) ? chosenPayment : offered[0]!;
  const { formRef, refused } = useFocusFirstError();
  const problems = checkoutProblems(offerSameLot ? values : { ...values, sameLotAsOrder: '' });
  const sameLot = offerSameLot ? sameLotOrderNumber(values.sameLotAsOrder) : null;
  const shown = !submitted ? {} : deliverySubmitted ? problems : withoutDeliveryProblems(problems);
  const set = (field: keyof CheckoutValues) => (value: string) => setValues((v) => ({ ...v, [field]: value }));
  const deliveryComplete = Object.keys(withoutDeliveryProblems(problems)).length === Object.keys(problems).length;
  const weightKg = parcelWeightKg(goods);

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
    setDeliverySubmitted(true);
    if (Object.keys(problems).length > 0) {
      refused();
      return;
    }
    if (blocked || create.isPending) return;
    create.mutate(
      {
        goods: goods.map(({ goodId, quantity }) => ({ goodId, quantity })),
        customer: { name: values.name.trim(), phone: values.phone.trim(), ...(values.email.trim() ? { email: values.email.trim() } : {}) },
        delivery: deliveryOf(values),
        payment,
        ...(values.comment.trim() ? { comment: values.comment.trim() } : {}),
        ...(sameLot !== null ? { sameLotAsOrder: sameLot } : {}),
        idempotencyKey: idempotencyKey.current,
      },
      { onSuccess: (card) => onPlaced(card) },
    );
  };

  return (
    <form ref={formRef} className={styles.form} onSubmit={onSubmit} noValidate aria-label={intl.formatMessage({ id: 'checkout.checkoutFormLabel' })}>
      <FieldGroup legendId="checkout.contactData">
        <TextField label={text('checkout.contactName')} hint={text('checkout.contactNameHint')} value={values.name} onValue={set('name')} error={text(shown.name)} autoComplete="name" required requiredMark />
        <PhoneField label={text('checkout.contactPhone')} value={values.phone} onValue={set('phone')} error={text(shown.phone)} required requiredMark />
        <TextField label={text('checkout.contactEmail')} value={values.email} onValue={set('email')} error={text(shown.email)} autoComplete="email" type="email" />
      </FieldGroup>
      <SavedPlacePicker
        values={values}
        onChoose={(place) => {
          setDeliverySubmitted(false);
          setValues((v) => ({ ...v, ...placeValues(place.delivery) }));
        }}
      />
      <DeliveryFields
        values={values}
        problems={shown}
        weightKg={weightKg}
        onChange={(patch) => {
          if ('carrier' in patch || 'upMode' in patch || 'npMode' in patch) setDeliverySubmitted(false);
          setValues((v) => ({ ...v, ...patch }));
        }}
      />
      <DeliveryPrice values={values} basis={{ weightKg, orderUah, cashOnDelivery: payment === 'cod' }} />
      <RememberPlace values={values} complete={deliveryComplete} />
      <PaymentFields offered={offered} value={payment} onChange={setPayment} />
      {offerSameLot && <SameLotField value={values.sameLotAsOrder} onChange={set('sameLotAsOrder')} problem={shown.sameLotAsOrder} />}
      <TextAreaField label={text('checkout.orderComment')} value={values.comment} onValue={set('comment')} rows={3} maxLength={1000} />
      {blocked && (
        <p className={styles.blocked} role="status">
          <FormattedMessage id="checkout.orderBlockedNoGoods" />
        </p>
      )}
      {create.isError && (
        <p className={styles.error} role="alert">
          {errorText(create.error)}
        </p>
      )}
      <button type="submit" className={buttonStyles.primary} disabled={blocked || create.isPending} aria-busy={create.isPending || undefined}>
        <FormattedMessage id={create.isPending ? 'checkout.placingOrder' : 'checkout.confirmOrder'} />
      </button>
    </form>
  );
}
