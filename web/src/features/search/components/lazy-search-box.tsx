import { lazy, Suspense } from 'react';
import { useIntl } from 'react-intl';
import { SearchIcon } from './search-icon';
import styles from './search-box.module.css';

// The search (its matching and transliteration) loads after the page, so it adds nothing to the
// JavaScript a first paint waits for; until then a look-alike input (on a narrow screen, the
// look-alike icon button) holds its place, so the header does not grow when it lands (CLS).
const SearchBox = lazy(async () => ({ default: (await import('./search-box')).SearchBox }));

function SearchBoxPlaceholder() {
  const intl = useIntl();
  return (
    <div className={styles.search} aria-hidden="true">
      <span className={styles.toggle}>
        <SearchIcon />
      </span>
      <div className={styles.box}>
        <input className={styles.input} tabIndex={-1} readOnly placeholder={intl.formatMessage({ id: 'searchHint' })} />
      </div>
    </div>
  );
}

export function LazySearchBox() {
  return (
    <Suspense fallback={<SearchBoxPlaceholder />}>
      <SearchBox />
    </Suspense>
  );
}
