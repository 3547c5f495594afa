import { memo, useId } from 'react';
import { Link } from 'react-router-dom';
import { AdminSlot } from '@/components/admin-slot/admin-slot';
import { BuyButton } from '@/components/buy-button/buy-button';
import { useLanguage } from '@/lib/i18n/language-context';
import type { Good } from '@/types/good';
import { goodLink } from '@/utils/links';
import { localize } from '@/utils/localize';
import { GoodBadges } from './good-badges';
import { GoodImage } from './good-image';
import { GoodPrice } from './good-price';
import styles from './good-card.module.css';

interface GoodCardProps {
  good: Good;
  /** Where the card leads; by default the good's own page by the 'Links to a good' table. */
  href?: string;
  /** See BuyButton: overrides the cached goods of the target order. */
  goodIdsInTargetOrder?: readonly string[];
  /** The first cards of a listing are the page's largest picture (LCP): see GoodImage. */
  eager?: boolean;
}

/**
 * A good in a listing or strip: picture 270x274, title, badges, price, buy button; the short
 * description on hover or focus. Memoised: a listing re-renders when any of its queries changes,
 * and its cards, dozens of them, would all render again with the same goods.
 */
export const GoodCard = memo(function GoodCard({ good, href, goodIdsInTargetOrder, eager }: GoodCardProps) {
  const language = useLanguage();
  const titleId = useId();
  const descriptionId = useId();
  const title = localize(good.title, language);
  const description = localize(good.description, language);
  const to = href ?? goodLink(good);
  return (
    <article className={styles.card} aria-labelledby={titleId}>
      <Link to={to} className={styles.imageLink} tabIndex={-1} aria-hidden="true">
        <GoodImage src={good.mainImage} alt="" className={styles.image} eager={eager} />
      </Link>
      <GoodBadges good={good} className={styles.badges} />
      <div className={styles.body}>
        <h3 className={styles.title} id={titleId}>
          <Link to={to} className={styles.titleLink} aria-describedby={description ? descriptionId : undefined}>
            {title}
          </Link>
        </h3>
        {description && (
          <p className={styles.description} id={descriptionId}>
            {description}
          </p>
        )}
        <GoodPrice good={good} />
        <BuyButton goodId={good.id} quantity={good.quantity} goodIdsInTargetOrder={goodIdsInTargetOrder} />
        <AdminSlot name="goodCard" good={good} />
      </div>
    </article>
  );
});
