import { useState } from 'react';
import { FormattedMessage } from 'react-intl';
import buttonStyles from '@/components/ui/button.module.css';
import { GoodCard } from '@/components/good-card/good-card';
import { useProgressiveCount } from '@/hooks/use-progressive-count';
import type { Good } from '@/types/good';
import styles from './goods-grid.module.css';

const PAGE_SIZE = 48;
// About two phone screens of cards; the rest of the page follows in a transition.
const FIRST_PAINT = 8;

/** Cards of a listing, a page at a time so that a big catalog does not build thousands of nodes. */
export function GoodsGrid({ goods }: { goods: readonly Good[] }) {
  const [limit, setLimit] = useState(PAGE_SIZE);
  const shown = useProgressiveCount(Math.min(goods.length, limit), FIRST_PAINT);
  return (
    <>
      <ul className={styles.grid}>
        {goods.slice(0, shown).map((good) => (
          <li key={good.id} className={styles.item}>
            <GoodCard good={good} />
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
