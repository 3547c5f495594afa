import { lazy, Suspense, useState } from 'react';
import { useIntl } from 'react-intl';
import { useAfterFirstPicture } from '@/hooks/use-after-first-picture';
import { SearchIcon } from './search-icon';
import type { SearchStart } from './search-box';
import styles from './search-box.module.css';

// The search (its matching and transliteration) loads after the page, so it adds nothing to the
// JavaScript a first paint waits for; until then a look-alike input (on a narrow screen, the
// look-alike icon button) holds its place, so the header does not grow when it lands (CLS).
const SearchBox = lazy(async () => ({ default: (await import('./search-box')).SearchBox }));

/**
 * The longest the search waits for the page's first picture. Its code is asked for only once that
 * picture is in (stores/first-picture-store.ts): asked for at the first render, its two files
 * shared the connection with the picture (seven Lighthouse runs on a good page: LCP 3.12 → 2.81 s).
 */
export const SEARCH_WAIT_MS = 2000;

function SearchBoxPlaceholder({ onReach }: { onReach: (start: SearchStart) => void }) {
  const intl = useIntl();
  // Looks, sits and is named like the search. Reaching for it loads the search at once, which
  // then takes the focus: the keyboard's focus or a pointer on the field, or opens the overlay
  // from a phone's search button (its press starts the load, its click confirms it).
  return (
    <div className={styles.search}>
      <button type="button" className={styles.toggle} aria-label={intl.formatMessage({ id: 'searchOpen' })}
        onPointerDown={() => onReach('overlay')} onClick={() => onReach('overlay')}>
        <SearchIcon />
      </button>
      <div className={styles.box}>
        <input type="search" className={styles.input} readOnly aria-label={intl.formatMessage({ id: 'searchLabel' })}
          placeholder={intl.formatMessage({ id: 'searchHint' })} onFocus={() => onReach('input')} />
      </div>
    </div>
  );
}

export function LazySearchBox() {
  const afterFirstPicture = useAfterFirstPicture(SEARCH_WAIT_MS);
  const [reached, setReached] = useState<SearchStart | null>(null);
  const placeholder = <SearchBoxPlaceholder onReach={setReached} />;
  if (!afterFirstPicture && !reached) return placeholder;
  return (
    <Suspense fallback={placeholder}>
      <SearchBox start={reached ?? undefined} />
    </Suspense>
  );
}
