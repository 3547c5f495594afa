// "Ще 230 ₴ до безкоштовної доставки" in the cart and at checkout, or that the delivery is free;
// nothing when the shop offers no free delivery (or its offer has not loaded).
import { FormattedMessage } from 'react-intl';
import { leftToFreeDelivery } from '@domain/delivery-price';
import { useDeliveryOffer } from '@/hooks/use-delivery-offer';
import { formatMoney } from '@/utils/format-money';

interface FreeDeliveryNoteProps {
  /** The goods' sum in hryvnias. */
  orderUah: number;
  className?: string;
}

export function FreeDeliveryNote({ orderUah, className }: FreeDeliveryNoteProps) {
  const left = leftToFreeDelivery(useDeliveryOffer().data, orderUah);
  if (left === null) return null;
  return (
    <p className={className} data-testid="free-delivery-note">
      {left === 0 ? <FormattedMessage id="delivery.freeDeliveryReached" /> : <FormattedMessage id="delivery.leftToFreeDelivery" values={{ amount: formatMoney(left) }} />}
    </p>
  );
}
