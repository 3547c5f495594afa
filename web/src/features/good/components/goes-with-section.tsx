import { FormattedMessage } from 'react-intl';
import { Link } from 'react-router-dom';
import { useLanguage } from '@/lib/i18n/language-context';
import type { Good } from '@/types/good';
import { formatMoney } from '@/utils/format-money';
import { goodLink } from '@/utils/links';
import { localize } from '@/utils/localize';
import { isEmptyGoesWith, type GoesWith, type GoesWithItem } from '@domain/goes-with';
import { discountedPrice } from '@domain/pricing';
import { useGoesWith } from '../api/get-goes-with';
import styles from './goes-with-section.module.css';

const LISTS = ['needles', 'hooks', 'patterns', 'yarns'] as const satisfies readonly (keyof GoesWith)[];

/** The needles, hooks, patterns and yarns that go with the good, in stock; nothing at all when there are none. */
export function GoesWithSection({ good }: { good: Good }) {
  const lists = useGoesWith(good).data;
  if (!lists || isEmptyGoesWith(lists)) return null;
  return (
    <section className={styles.goesWith} aria-labelledby="goes-with-heading">
      <h2 id="goes-with-heading" className={styles.heading}>
        <FormattedMessage id="goesWith.title" />
      </h2>
      {LISTS.map((name) => lists[name].length > 0 && <GoesWithList key={name} name={name} items={lists[name]} />)}
    </section>
  );
}

function GoesWithList({ name, items }: { name: (typeof LISTS)[number]; items: GoesWithItem[] }) {
  const language = useLanguage();
  const headingId = `goes-with-${name}`;
  return (
    <div className={styles.group}>
      <h3 id={headingId} className={styles.groupHeading}>
        <FormattedMessage id={`goesWith.${name}`} />
      </h3>
      <ul className={styles.list} aria-labelledby={headingId}>
        {items.map((item) => (
          <li key={item.id} className={styles.item}>
            <Link to={goodLink(item)} className={styles.link}>
              {localize(item.title, language)}
            </Link>
            {name !== 'yarns' && <span className={styles.price}>{formatMoney(discountedPrice(item))}</span>}
          </li>
        ))}
      </ul>
    </div>
  );
}
