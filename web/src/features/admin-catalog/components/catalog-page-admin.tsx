import { useState } from 'react';
import { useIntl } from 'react-intl';
import type { Catalog } from '@/types/catalog';
import { GoodDialog } from './good-dialog';
import { CategoryDialog, SubCategoryDialog } from './section-dialogs';
import styles from './admin.module.css';

/** On a catalog page: change the page (the category), add a sub-category, add a good. */
export function CatalogPageAdmin({ catalog }: { catalog: Catalog }) {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  const [open, setOpen] = useState<'category' | 'subCategory' | 'good' | null>(null);
  const close = () => setOpen(null);
  return (
    <div className={styles.row}>
      <button type="button" className={styles.secondarySmall} onClick={() => setOpen('category')}>
        {t('adminCatalog.changeCatalogPage')}
      </button>
      <button type="button" className={styles.secondarySmall} onClick={() => setOpen('subCategory')}>
        {t('adminCatalog.addSubCategory')}
      </button>
      <button type="button" className={styles.secondarySmall} onClick={() => setOpen('good')}>
        {t('adminCatalog.addGood')}
      </button>
      {open === 'category' && <CategoryDialog catalog={catalog} onClose={close} />}
      {open === 'subCategory' && <SubCategoryDialog catalogId={catalog.category} onClose={close} />}
      {open === 'good' && <GoodDialog category={catalog.category} onClose={close} />}
    </div>
  );
}
