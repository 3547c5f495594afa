import { useState } from 'react';
import { FormattedMessage } from 'react-intl';
import buttonStyles from '@/components/ui/button.module.css';
import { CARDS_PER_PAGE } from '@/config/listing';
import { GoodCard } from '@/components/good-card/good-card';
import { cardKey, type ListingCard } from '../utils/yarn-listing';
import { LineCard } from './line-card';
import styles from './goods-grid.module.css';
import gridStyles from '@/styles/card-grid.module.css';

// The cards a phone's first screen shows (two rows of two): their pictures load at once and first.
const ABOVE_THE_FOLD = 4;

/** A listing's cards, a good's or a yarn line's, a page at a time so that a big catalog does not build thousands of nodes. */
export function ListingGrid({ cards }: { cards: readonly ListingCard[] }) {
  const [limit, setLimit] = useState(CARDS_PER_PAGE);
  return (
    <>
      <ul className={gridStyles.grid}>
        {cards.slice(0, limit).map((card, index) => (
          <li key={cardKey(card)} className={`${gridStyles.item} ${styles.item}`}>
            {card.kind === 'good' ? (
              <GoodCard good={card.good} eager={index < ABOVE_THE_FOLD} />
            ) : (
              <LineCard data={card.data} eager={index < ABOVE_THE_FOLD} />
            )}
          </li>
        ))}
      </ul>
      {cards.length > limit && (
        <p className={styles.more}>
          <button type="button" className={buttonStyles.secondary} onClick={() => setLimit((n) => n + CARDS_PER_PAGE)}>
            <FormattedMessage id="showMore" />
          </button>
        </p>
      )}
    </>
  );
}
