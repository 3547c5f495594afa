import { useEffect, useId, useLayoutEffect, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useNavigate } from 'react-router-dom';
import { SEARCH_DROPDOWN_LIMIT, type SearchDocument } from '@domain/search';
import { paths } from '@/config/paths';
import { useLanguage } from '@/lib/i18n/language-context';
import { goodLink } from '@/utils/links';
import { useUnarchivedGoodsList } from '../api/get-unarchived-goods-list';
import { useSearch } from '../hooks/use-search';
import { SearchSuggestion } from './search-suggestion';
import { SearchIcon } from './search-icon';
import styles from './search-box.module.css';

function searchResultsHref(query: string): string {
  return `${paths.goodsSearch.getHref()}?${new URLSearchParams({ q: query.trim() })}`;
}

/** How the search opens when a shopper reached for it before it had loaded (lazy-search-box.tsx). */
export type SearchStart = 'input' | 'overlay';

interface SearchBoxProps {
  /** Set when a shopper reached for the placeholder before this had loaded. */
  start?: SearchStart;
  /** What was typed into the placeholder meanwhile; read once, when this mounts. */
  typed?: string;
}

/** The header's search (docs/product.md, "Search"): a combobox with up to 8 goods, 'all goods', 'nothing found'. */
export function SearchBox({ start, typed = '' }: SearchBoxProps) {
  const intl = useIntl();
  const language = useLanguage();
  const navigate = useNavigate();
  const listId = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const [text, setText] = useState(typed);
  const [touched, setTouched] = useState(false);
  const [open, setOpen] = useState(false);
  const [overlay, setOverlay] = useState(start === 'overlay');
  const [active, setActive] = useState(-1);
  const { index, searchable, results } = useSearch(text, touched);
  const shown = useMemo(() => results.slice(0, SEARCH_DROPDOWN_LIMIT), [results]);
  const goods = useUnarchivedGoodsList(shown.map((doc) => doc.id));
  const expanded = open && searchable !== '' && index.isSuccess;
  // Options: the goods then 'all goods', or the single 'nothing found'.
  const optionCount = shown.length > 0 ? shown.length + 1 : 1;

  useEffect(() => {
    if (overlay) inputRef.current?.focus();
  }, [overlay]);
  // The placeholder's field had the focus, and lost it to the page when this replaced it; a
  // shopper who has tabbed on meanwhile keeps the focus where it went. Before paint, so the next
  // key lands here; the caret goes after what was typed, whose suggestions open.
  useLayoutEffect(() => {
    const input = inputRef.current;
    if (start !== 'input' || !input || (document.activeElement !== null && document.activeElement !== document.body)) return;
    input.focus();
    input.setSelectionRange(input.value.length, input.value.length);
    if (input.value.trim() !== '') setOpen(true);
  }, [start]);

  const close = () => {
    setOpen(false);
    setOverlay(false);
    setActive(-1);
  };
  const go = (href: string) => {
    close();
    navigate(href);
  };
  const choose = (option: number) => {
    if (shown.length === 0) close();
    else if (option < shown.length) go(goodLink(shown[option]!));
    else go(searchResultsHref(text));
  };
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Escape') {
      event.preventDefault();
      close();
    } else if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      if (!expanded) return setOpen(true);
      event.preventDefault();
      setActive((current) =>
        event.key === 'ArrowDown' ? (current + 1) % optionCount : current <= 0 ? optionCount - 1 : current - 1,
      );
    } else if (event.key === 'Enter' && expanded) {
      event.preventDefault();
      choose(active >= 0 && active < optionCount ? active : shown.length);
    }
  };
  const optionId = (option: number) => `${listId}-${option}`;
  const colourDetail = (doc: SearchDocument) =>
    doc.colourCode === ''
      ? undefined
      : intl.formatMessage({ id: 'search.colourDetail' }, { line: doc.line, code: doc.colourCode, name: language === 'en' ? doc.colourEn || doc.colourUa : doc.colourUa || doc.colourEn });

  return (
    <div className={styles.search}>
      <button type="button" className={styles.toggle} aria-label={intl.formatMessage({ id: 'searchOpen' })} onClick={() => setOverlay(true)}>
        <SearchIcon />
      </button>
      <div className={overlay ? styles.boxOverlay : styles.box} role="search" onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) close();
      }}>
        <input
          ref={inputRef}
          type="search"
          className={styles.input}
          role="combobox"
          aria-label={intl.formatMessage({ id: 'searchLabel' })}
          aria-expanded={expanded}
          aria-controls={listId}
          aria-autocomplete="list"
          aria-activedescendant={expanded && active >= 0 && active < optionCount ? optionId(active) : undefined}
          placeholder={intl.formatMessage({ id: 'searchHint' })}
          value={text}
          autoComplete="off"
          onFocus={() => setTouched(true)}
          onChange={(event) => {
            setText(event.target.value);
            setActive(-1);
            // docs/product.md, "Search": an empty input clears the results and closes the dropdown.
            setOpen(event.target.value.trim() !== '');
          }}
          onKeyDown={onKeyDown}
        />
        {overlay && (
          <button type="button" className={styles.close} aria-label={intl.formatMessage({ id: 'searchClose' })} onClick={close}>
            ×
          </button>
        )}
        {index.isError && touched && text.trim().length > 1 && (
          <p role="alert" className={styles.dropdown}><FormattedMessage id="searchLoadError" /></p>
        )}
        <ul id={listId} role="listbox" aria-label={intl.formatMessage({ id: 'searchSuggestions' })} className={styles.dropdown} hidden={!expanded}>
          {shown.map((doc, option) => (
            <li key={doc.id} id={optionId(option)} role="option" aria-selected={active === option} className={styles.option}
              onMouseDown={(event) => event.preventDefault()} onClick={() => choose(option)}>
              <SearchSuggestion title={language === 'en' ? doc.titleEn || doc.titleUa : doc.titleUa || doc.titleEn}
                articul={doc.articul} detail={colourDetail(doc)} good={goods.data?.find((good) => good.id === doc.id)} />
            </li>
          ))}
          <li id={optionId(shown.length > 0 ? shown.length : 0)} role="option" aria-selected={active === optionCount - 1}
            className={styles.action} onMouseDown={(event) => event.preventDefault()} onClick={() => choose(shown.length)}>
            {shown.length > 0 ? <FormattedMessage id="searchAllGoods" values={{ count: results.length }} /> : <FormattedMessage id="searchNothingFound" />}
          </li>
        </ul>
      </div>
    </div>
  );
}
