import { GoodImage } from '@/components/good-card/good-image';
import type { Good } from '@/types/good';
import { discountedPrice } from '@domain/pricing';
import { formatMoney } from '@/utils/format-money';
import styles from './search-box.module.css';

interface SearchSuggestionProps {
  title: string;
  articul: string;
  /** A colour of a yarn line: its line, code and colour name, what a knitter searched by. */
  detail?: string;
  good: Good | undefined;
}

/** One card of the dropdown: the title from the index at once, picture and price once the good is read. */
export function SearchSuggestion({ title, articul, detail, good }: SearchSuggestionProps) {
  return (
    <span className={styles.suggestion}>
      <GoodImage src={good?.mainImage ?? null} alt="" width={48} height={49} className={styles.thumb} />
      <span className={styles.suggestionText}>
        <span className={styles.suggestionTitle}>{title}</span>
        {detail && <span className={styles.suggestionMeta}>{detail}</span>}
        <span className={styles.suggestionMeta}>
          #{articul}
          {good && <span className={styles.suggestionPrice}>{formatMoney(discountedPrice(good))}</span>}
        </span>
      </span>
    </span>
  );
}
