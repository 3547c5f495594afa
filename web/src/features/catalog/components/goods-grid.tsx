import { useCallback, useState } from 'react';
import { FormattedMessage } from 'react-intl';
import buttonStyles from '@/components/ui/button.module.css';
import { GoodCard } from '@/components/good-card/good-card';
import { useProgressiveCount } from '@/hooks/use-progressive-count';
import { useFirstPicture } from '@/stores/first-picture-store';
import type { Good } from '@/types/good';
import { afterPaintWhenIdle } from '../utils/after-paint-when-idle';
import { FIRST_SCREEN_GOODS } from '../api/read-goods';
import styles from './goods-grid.module.css';

const PAGE_SIZE = 48;
// The cards a phone's first screen shows (two rows of two): their pictures load at once and first.
const ABOVE_THE_FOLD = FIRST_SCREEN_GOODS;
// Only those are in the first render; the rest follow in a transition. With more, the lazy
// pictures of the cards just below (Chromium loads those within 1250 px of the screen) were asked
// for before the first picture was painted, and the first render took longer (nine Lighthouse runs
// with 8 and with 4: goods list LCP 3.33 → 3.21 s, median 88 → 90).
const FIRST_PAINT = ABOVE_THE_FOLD;

/**
 * Cards of a listing, a page at a time so that a big catalog does not build thousands of nodes.
 * `busy`: more goods are on their way (only the first screen's are in).
 */
export function GoodsGrid({ goods, busy = false }: { goods: readonly Good[]; busy?: boolean }) {
  const [limit, setLimit] = useState(PAGE_SIZE);
  const total = Math.min(goods.length, limit);
  const shown = useProgressiveCount(total, FIRST_PAINT);
  // The first card's picture is the page's first picture (stores/first-picture-store.ts), settled
  // once a frame has been painted after its load and the browser is idle. Settled in the load
  // event, the whole list (useGoods: 50 kB from the emulator) was asked for before the picture was
  // on screen, and in five of nine Lighthouse runs it arrived first: LCP 3.26 s against 2.86 s
  // (docs/notes.md). The good page and the carousel settle in the event: they were not measured.
  const settle = useFirstPicture((state) => state.settle);
  const settleFirstPicture = useCallback(() => afterPaintWhenIdle(settle), [settle]);
  return (
    <>
      {/* Busy while the cards after the first screen are still being read or added. */}
      <ul className={styles.grid} aria-busy={busy || shown < total}>
        {goods.slice(0, shown).map((good, index) => (
          <li key={good.id} className={styles.item}>
            <GoodCard good={good} eager={index < ABOVE_THE_FOLD} onPictureSettled={index === 0 ? settleFirstPicture : undefined} />
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
