import { useId, useRef } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { GoodCard } from '@/components/good-card/good-card';
import { Spinner } from '@/components/ui/spinner/spinner';
import { useSpecialGoods } from '../api/get-special-goods';
import { useWindowWidth } from '../hooks/use-window-width';
import { stripVisibleCount } from '../utils/strip';
import styles from './special-strip.module.css';
import { TitledSection } from '@/components/ui/titled-section';
import { StateMessage } from '@/components/ui/state-message';

/** The special-propositions strip: discounted, popular or new goods in a horizontal scroller. */
export function SpecialStrip() {
  const intl = useIntl();
  const headingId = useId();
  const listRef = useRef<HTMLUListElement>(null);
  const goods = useSpecialGoods();
  // CSS sets how many cards a screen shows (the server cannot know the width); the width only
  // decides whether the arrows are worth showing.
  const visible = stripVisibleCount(useWindowWidth());

  const scroll = (direction: 1 | -1) => {
    const list = listRef.current;
    list?.scrollBy({ left: direction * list.clientWidth, behavior: 'smooth' });
  };

  let body;
  if (goods.isPending) {
    body = <Spinner />;
  } else if (goods.isError) {
    body = (
      <StateMessage
        messageId="specialOffersLoadError"
        action={{ textId: 'retry', onClick: () => void goods.refetch(), look: 'secondary' }}
        alert
        className={styles.state}
      />
    );
  } else if (goods.data.length === 0) {
    body = (
      <p className={styles.state}>
        <FormattedMessage id="specialOffersEmpty" />
      </p>
    );
  } else {
    const scrollable = goods.data.length > visible;
    body = (
      <div className={styles.scroller}>
        {scrollable && (
          <button type="button" className={`${styles.arrow} ${styles.previous}`} aria-label={intl.formatMessage({ id: 'specialOffersPrevious' })} onClick={() => scroll(-1)}>
            <span aria-hidden="true">‹</span>
          </button>
        )}
        <ul ref={listRef} aria-labelledby={headingId} className={styles.list}>
          {goods.data.map((good) => (
            <li key={good.id} className={styles.item}>
              <GoodCard good={good} />
            </li>
          ))}
        </ul>
        {scrollable && (
          <button type="button" className={`${styles.arrow} ${styles.next}`} aria-label={intl.formatMessage({ id: 'specialOffersNext' })} onClick={() => scroll(1)}>
            <span aria-hidden="true">›</span>
          </button>
        )}
      </div>
    );
  }

  return (
    <TitledSection headingId={headingId} titleId="homeSpecialOffers" className={styles.section} headingClassName={styles.heading}>
      {body}
    </TitledSection>
  );
}
