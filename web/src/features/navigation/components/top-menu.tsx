import { useId } from 'react';
import { FormattedMessage } from 'react-intl';
import { Link } from 'react-router-dom';
import { useLanguage } from '@/lib/i18n/language-context';
import type { Catalog } from '@/types/catalog';
import { allGoodsLink, catalogLink, subCategoryLink } from '@/utils/links';
import { localize } from '@/utils/localize';
import { useHoverMenu } from '@/hooks/use-hover-menu';
import styles from './nav-bar.module.css';

/** A category of the noOuterCategory group; with sub-categories it has a hover drop-down of them. */
function TopMenuItem({ catalog }: { catalog: Catalog }) {
  const language = useLanguage();
  const listId = useId();
  const hover = useHoverMenu<HTMLAnchorElement>();
  const title = localize(catalog.title, language);
  if (catalog.subCategories.length === 0) {
    return (
      <li className={styles.item}>
        <Link to={catalogLink(catalog)} className={styles.link}>
          {title}
        </Link>
      </li>
    );
  }
  return (
    <li className={styles.item} {...hover.containerProps}>
      <Link
        to={catalogLink(catalog)}
        className={styles.link}
        aria-expanded={hover.open}
        aria-controls={listId}
        {...hover.focusTriggerProps}
        onClick={hover.hide}
      >
        {title}
      </Link>
      <ul id={listId} className={styles.dropdown} hidden={!hover.open}>
        {catalog.subCategories.map((sub) => (
          <li key={sub.id}>
            <Link to={subCategoryLink(catalog, sub.name)} className={styles.dropdownLink} onClick={hover.hide}>
              {localize(sub.title, language)}
            </Link>
          </li>
        ))}
        <li>
          <Link to={allGoodsLink(catalog)} className={styles.dropdownLink} onClick={hover.hide}>
            <FormattedMessage id="navAllGoods" />
          </Link>
        </li>
      </ul>
    </li>
  );
}

/** The categories that sit straight under the catalog menu, each on the bar. */
export function TopMenu({ catalogs }: { catalogs: readonly Catalog[] | undefined }) {
  if (!catalogs || catalogs.length === 0) return null;
  return (
    <ul className={styles.topMenu}>
      {catalogs.map((catalog) => (
        <TopMenuItem key={catalog.category} catalog={catalog} />
      ))}
    </ul>
  );
}
