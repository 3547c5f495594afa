import { lazy, startTransition, Suspense, useEffect, useLayoutEffect, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { usePageLoaded } from '@/hooks/use-page-loaded';
import { SearchIcon } from './search-icon';
import type { SearchStart } from './search-box';
import styles from './search-box.module.css';

// The search (its matching and transliteration) loads after the page, so it adds nothing to the
// JavaScript a first paint waits for; until then a placeholder input (on a narrow screen, the
// placeholder icon button) holds its place, so the header does not grow when it lands (CLS).
const SearchBox = lazy(async () => ({ default: (await import('./search-box')).SearchBox }));

interface PlaceholderProps {
  typed: string;
  onType: (text: string) => void;
  onReach: (start: SearchStart) => void;
}

function SearchBoxPlaceholder({ typed, onType, onReach }: PlaceholderProps) {
  const intl = useIntl();
  // A page rendered on the server shows this field before React runs it: keys typed and focus
  // taken meanwhile are in the DOM only, and are taken over once React does.
  // A layout effect: a hydrating boundary's passive effects run at idle priority, after the
  // search's own transition has mounted it with nothing typed.
  const inputRef = useRef<HTMLInputElement>(null);
  useLayoutEffect(() => {
    const input = inputRef.current;
    if (!input) return;
    if (input.value) onType(input.value);
    if (document.activeElement === input) onReach('input');
    // Once, when React first runs the field.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  // Looks and sits like the search. Its field is named like the search and focusable: the
  // keyboard's focus or a pointer on it loads the search at once, which then takes the focus and
  // what was typed here meanwhile. (Read-only, a key typed while the search loaded was lost.)
  // The phone's search button is a picture of one (out of the tab order, hidden from assistive
  // technology: the real one comes with the search); a tap on it loads the search, which opens.
  // On the click, not the press: opened on the press, the search could mount before the press's
  // own mousedown, which then focused the new search button under the finger and so closed the
  // overlay it had just opened.
  return (
    <div className={styles.search}>
      <span className={styles.toggle} aria-hidden="true" onClick={() => onReach('overlay')}>
        <SearchIcon />
      </span>
      <div className={styles.box}>
        <input ref={inputRef} type="search" className={styles.input} aria-label={intl.formatMessage({ id: 'searchLabel' })} autoComplete="off"
          placeholder={intl.formatMessage({ id: 'searchHint' })} value={typed} onChange={(event) => onType(event.target.value)}
          onFocus={() => onReach('input')} />
      </div>
    </div>
  );
}

export function LazySearchBox() {
  // Its code is asked for once the page's pictures are in, so that it never shares the connection
  // with them; a shopper who reaches for it sooner loads it at once.
  const pageLoaded = usePageLoaded();
  const [load, setLoad] = useState(false);
  const [reached, setReached] = useState<SearchStart | null>(null);
  const [typed, setTyped] = useState('');
  // Both in transitions: React then keeps the placeholder, and the focus in its field, until the
  // search has loaded, instead of replacing it by a fallback copy at once (the focus would fall
  // to the page and the next Tab start from the top).
  useEffect(() => {
    if (pageLoaded) startTransition(() => setLoad(true));
  }, [pageLoaded]);
  const reach = (start: SearchStart) => startTransition(() => setReached(start));
  const placeholder = <SearchBoxPlaceholder typed={typed} onType={setTyped} onReach={reach} />;
  return (
    <Suspense fallback={placeholder}>
      {load || reached ? <SearchBox start={reached ?? undefined} typed={typed} /> : placeholder}
    </Suspense>
  );
}
