import { useIntl } from 'react-intl';
import { discountedPrice } from '@domain/pricing';
import type { Good } from '@/types/good';
import { formatMoney } from '@/utils/format-money';
import styles from './good-price.module.css';

interface GoodPriceProps {
  good: Pick<Good, 'price' | 'discount'>;
  className?: string;
}

/** The price a shopper pays (floored: docs/product.md, "Catalogue") and, under a discount, the old price struck out. */
export function GoodPrice({ good, className }: GoodPriceProps) {
  const intl = useIntl();
  const price = discountedPrice(good);
  if (price === good.price) {
    return (
      <p className={`${styles.price} ${className ?? ''}`}>
        <span className={styles.current}>{formatMoney(price)}</span>
      </p>
    );
  }
  return (
    <p className={`${styles.price} ${className ?? ''}`}>
      <span className={styles.current}>
        <span className="visually-hidden">{intl.formatMessage({ id: 'priceWithDiscount' })} </span>
        {formatMoney(price)}
      </span>{' '}
      <del className={styles.old}>
        <span className="visually-hidden">{intl.formatMessage({ id: 'priceWithoutDiscount' })} </span>
        {formatMoney(good.price)}
      </del>
    </p>
  );
}
