import { useState } from 'react';
import { FormattedMessage } from 'react-intl';
import buttonStyles from '@/components/ui/button.module.css';
import { GoodCard } from '@/components/good-card/good-card';
import type { Good } from '@/types/good';
import styles from './goods-grid.module.css';

// A page of cards: enough for a dozen phone screens. The server renders the first page, so its
// size is also what a phone parses and lays out before the first paint (docs/performance.md).
export const PAGE_SIZE = 24;
// The cards a phone's first screen shows (two rows of two): their pictures load at once and first.
const ABOVE_THE_FOLD = 4;

/** Cards of a listing, a page at a time so that a big catalog does not build thousands of nodes. */
export function GoodsGrid({ goods }: { goods: readonly Good[] }) {
  const [limit, setLimit] = useState(PAGE_SIZE);
  return (
    <>
      <ul className={styles.grid}>
        {goods.slice(0, limit).map((good, index) => (
          <li key={good.id} className={styles.item}>
            <GoodCard good={good} eager={index < ABOVE_THE_FOLD} />
          </li>
        ))}
      </ul>
      {goods.length > limit && (
        <p className={styles.more}>
          <button type="button" className={buttonStyles.secondary} onClick={() => setLimit((n) => n + PAGE_SIZE)}>
            <FormattedMessage id="showMore" />
          </button>
        </p>
      )}
    </>
  );
}
