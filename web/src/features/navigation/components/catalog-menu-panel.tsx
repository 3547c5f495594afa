import { useState, type KeyboardEvent } from 'react';
import { FormattedMessage } from 'react-intl';
import { Link } from 'react-router-dom';
import { Spinner } from '@/components/ui/spinner/spinner';
import { useLanguage } from '@/lib/i18n/language-context';
import { allGoodsLink, catalogLink, outerCategoryLink, subCategoryLink } from '@/utils/links';
import { localize } from '@/utils/localize';
import { catalogsOf, type MenuData } from '../utils/menu-data';
import { MenuCardImage } from './menu-card-image';
import styles from './catalog-menu.module.css';
import stateStyles from './menu-load-error.module.css';
import { RetryLine } from '@/components/ui/retry-line';

interface CatalogMenuPanelProps {
  menu: MenuData;
  /** Called when a link is followed, so the menu closes behind it. */
  onNavigate: () => void;
}

/**
 * Focusing an entry shows what lies under it in the next column, so Tab, walking the whole first
 * column before the second, would only ever reach the categories of the last outer category.
 * ArrowRight steps from an entry into the column beside it, ArrowLeft back to the entry it shows.
 */
function stepBetweenColumns(event: KeyboardEvent<HTMLDivElement>) {
  if (event.key !== 'ArrowRight' && event.key !== 'ArrowLeft') return;
  const columns = [...event.currentTarget.children];
  const at = columns.findIndex((column) => column.contains(document.activeElement));
  const next = columns[at + (event.key === 'ArrowRight' ? 1 : -1)];
  const link = at < 0 ? null : next?.querySelector<HTMLElement>(event.key === 'ArrowRight' ? 'a[href]' : 'a[aria-current="true"]');
  if (!link) return;
  event.preventDefault();
  link.focus();
}

interface MenuEntry {
  key: string;
  to: string;
  title: string;
  /** The entry whose contents the next column shows. */
  current: boolean;
}

/** A column of the menu: pointing at or focusing an entry shows what lies under it in the next one. */
function MenuColumn({ entries, onPoint, onNavigate }: { entries: MenuEntry[]; onPoint: (key: string) => void; onNavigate: () => void }) {
  return (
    <ul className={styles.column}>
      {entries.map((entry) => (
        <li key={entry.key}>
          <Link
            to={entry.to}
            className={styles.item}
            aria-current={entry.current ? 'true' : undefined}
            onMouseEnter={() => onPoint(entry.key)}
            onFocus={() => onPoint(entry.key)}
            onClick={onNavigate}
          >
            {entry.title}
          </Link>
        </li>
      ))}
    </ul>
  );
}

/** Outer categories, then the categories of the one pointed at, then its sub-category cards. */
export function CatalogMenuPanel({ menu, onNavigate }: CatalogMenuPanelProps) {
  const language = useLanguage();
  const [outerName, setOuterName] = useState<string | null>(null);
  const [categoryName, setCategoryName] = useState<string | null>(null);

  if (menu.isError) {
    return <RetryLine messageId="catalogLoadError" onRetry={menu.retry} className={stateStyles.state} buttonClassName={stateStyles.retry} />;
  }
  if (!menu.outerCategories || !menu.catalogs) return <Spinner />;

  const outer = menu.outerCategories.find((o) => o.name === outerName) ?? menu.outerCategories[0];
  const categories = outer ? catalogsOf(menu.catalogs, outer.name) : [];
  const catalog = categories.find((c) => c.category === categoryName) ?? categories[0];

  return (
    <div className={styles.columns} onKeyDown={stepBetweenColumns}>
      <MenuColumn
        entries={menu.outerCategories.map((o) => ({ key: o.name, to: outerCategoryLink(o.name), title: localize(o.title, language), current: o === outer }))}
        onPoint={setOuterName}
        onNavigate={onNavigate}
      />
      <MenuColumn
        entries={categories.map((c) => ({ key: c.category, to: catalogLink(c), title: localize(c.title, language), current: c === catalog }))}
        onPoint={setCategoryName}
        onNavigate={onNavigate}
      />
      {catalog && (
        <ul className={styles.cards}>
          {catalog.subCategories.map((sub) => (
            <li key={sub.id}>
              <Link to={subCategoryLink(catalog, sub.name)} className={styles.card} onClick={onNavigate}>
                <MenuCardImage src={sub.previewImage} className={styles.cardImage} />
                <span>{localize(sub.title, language)}</span>
              </Link>
            </li>
          ))}
          <li>
            <Link to={allGoodsLink(catalog)} className={styles.card} onClick={onNavigate}>
              <MenuCardImage src={catalog.previewImage} className={styles.cardImage} />
              <span>
                <FormattedMessage id="navAllGoods" />
              </span>
            </Link>
          </li>
        </ul>
      )}
    </div>
  );
}
