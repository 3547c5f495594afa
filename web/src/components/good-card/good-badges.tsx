import { FormattedMessage } from 'react-intl';
import type { Good } from '@/types/good';
import styles from './good-badges.module.css';

/** Discount with its percent, New, Popular (docs/product.md, "Catalogue", a good card). */
export function GoodBadges({ good, className }: { good: Pick<Good, 'discount' | 'newGoodState' | 'popular'>; className?: string }) {
  const { discount, newGoodState, popular } = good;
  if (!discount.hasDiscount && !newGoodState && !popular) return null;
  return (
    <ul className={`${styles.badges} ${className ?? ''}`}>
      {discount.hasDiscount && (
        <li className={styles.discount}>
          <FormattedMessage id="badgeDiscount" values={{ percent: discount.amount }} />
        </li>
      )}
      {newGoodState && (
        <li className={styles.new}>
          <FormattedMessage id="badgeNew" />
        </li>
      )}
      {popular && (
        <li className={styles.popular}>
          <FormattedMessage id="badgePopular" />
        </li>
      )}
    </ul>
  );
}
