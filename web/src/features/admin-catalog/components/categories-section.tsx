import { useState } from 'react';
import { useIntl } from 'react-intl';
import { useLanguage } from '@/lib/i18n/language-context';
import type { Catalog } from '@/types/catalog';
import { localize } from '@/utils/localize';
import { removeFullCategorySection, removeSubCategory } from '../api/admin-calls';
import { useAdminCatalogs } from '../api/get-admin-catalog';
import { AdminSection } from './admin-section';
import { ItemActions } from './item-actions';
import { RemoveButton } from './remove-button';
import { CategoryDialog, SubCategoryDialog } from './section-dialogs';
import styles from './admin.module.css';

type Editing = { kind: 'category'; catalog?: Catalog } | { kind: 'subCategory'; catalogId: string } | null;

export function CategoriesSection() {
  const intl = useIntl();
  const language = useLanguage();
  const t = (id: string, values?: Record<string, string>) => intl.formatMessage({ id }, values);
  const catalogs = useAdminCatalogs();
  const [editing, setEditing] = useState<Editing>(null);
  return (
    <AdminSection part="categories" onAdd={() => setEditing({ kind: 'category' })} query={catalogs}>
      <ul className={styles.list}>
        {catalogs.data?.map((catalog) => {
          const title = localize(catalog.title, language);
          return (
            <li key={catalog.category} className={styles.category}>
              <div className={styles.item}>
                <span>
                  <strong>{title}</strong> <code>{catalog.category}</code> · {catalog.outerCategory}
                </span>
                <ItemActions
                  name={title}
                  onEdit={() => setEditing({ kind: 'category', catalog })}
                  removeLabel={t('adminCatalog.removeSectionNamed', { name: title })}
                  removeQuestion={t('adminCatalog.removeSectionQuestion', { name: title })}
                  remove={() => removeFullCategorySection({ currentOuterCategory: catalog.outerCategory, category: catalog.category })}
                >
                  <button type="button" className={styles.secondarySmall} onClick={() => setEditing({ kind: 'subCategory', catalogId: catalog.category })}>
                    {t('adminCatalog.addSubCategoryTo', { name: title })}
                  </button>
                </ItemActions>
              </div>
              {catalog.subCategories.length > 0 && (
                <ul className={styles.subList} aria-label={t('adminCatalog.subCategoriesOf', { name: title })}>
                  {catalog.subCategories.map((sub) => {
                    const subTitle = localize(sub.title, language);
                    return (
                      <li key={sub.id} className={styles.item}>
                        <span>{subTitle}</span>
                        <RemoveButton
                          label={t('adminCatalog.removeNamed', { name: subTitle })}
                          question={t('adminCatalog.removeSubCategoryQuestion', { name: subTitle })}
                          remove={() => removeSubCategory({ subCategoryId: sub.id, catalogId: catalog.category })}
                        />
                      </li>
                    );
                  })}
                </ul>
              )}
            </li>
          );
        })}
      </ul>
      {editing?.kind === 'category' && <CategoryDialog catalog={editing.catalog} onClose={() => setEditing(null)} />}
      {editing?.kind === 'subCategory' && <SubCategoryDialog catalogId={editing.catalogId} onClose={() => setEditing(null)} />}
    </AdminSection>
  );
}
