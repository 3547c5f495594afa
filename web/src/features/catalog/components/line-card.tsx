import { useId } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import { discountedPrice } from '@domain/pricing';
import { GoodImage } from '@/components/good-card/good-image';
import cardStyles from '@/components/good-card/good-card.module.css';
import { useLanguage } from '@/lib/i18n/language-context';
import type { Swatch } from '@/types/yarn-line';
import { formatMoney } from '@/utils/format-money';
import { goodLink } from '@/utils/links';
import { localize } from '@/utils/localize';
import { LINE_CARD_DOTS, type LineCardData } from '../utils/yarn-listing';
import styles from './line-card.module.css';

const dotStyle = (swatch: Swatch) =>
  swatch.kind === 'hex' ? { background: swatch.hex } : { backgroundImage: `url(${swatch.url})`, backgroundSize: 'cover' };

/**
 * One yarn line in a listing: its first listed colour's picture, the line's name, how many of its
 * colours the listing shows, up to six swatch dots and the lowest price; it leads to that colour,
 * whose page offers the rest as swatches.
 */
export function LineCard({ data, eager }: { data: LineCardData; eager?: boolean }) {
  const intl = useIntl();
  const language = useLanguage();
  const titleId = useId();
  const first = data.colours[0]!;
  const title = data.line ? `${data.line.brand} ${data.line.name}`.trim() : localize(first.title, language);
  const to = goodLink(first);
  const dots = data.colours.slice(0, LINE_CARD_DOTS);
  const names = dots.map((good) => localize(good.yarnColour!.colour.name, language)).join(', ');
  const lowest = Math.min(...data.colours.map(discountedPrice));
  return (
    <article className={cardStyles.card} aria-labelledby={titleId} data-yarn-line={data.lineId}>
      <Link to={to} className={cardStyles.imageLink} tabIndex={-1} aria-hidden="true">
        <GoodImage src={first.mainImage} alt="" className={cardStyles.image} eager={eager} />
      </Link>
      <div className={cardStyles.body}>
        <h3 className={cardStyles.title} id={titleId}>
          <Link to={to} className={cardStyles.titleLink}>
            {title}
          </Link>
        </h3>
        <p className={styles.colours}>
          <FormattedMessage id="listing.colours" values={{ count: data.colours.length }} />
        </p>
        <div className={styles.dots} role="img" aria-label={intl.formatMessage({ id: 'listing.swatches' }, { names })}>
          {dots.map((good) => (
            <span key={good.id} className={styles.dot} style={dotStyle(good.yarnColour!.colour.swatch)} />
          ))}
        </div>
        <p className={styles.price}>
          <FormattedMessage id="listing.priceFrom" values={{ price: formatMoney(lowest) }} />
        </p>
      </div>
    </article>
  );
}
