import { useState } from 'react';
import { useIntl } from 'react-intl';
import { useLanguage } from '@/lib/i18n/language-context';
import type { OuterCategory } from '@/types/catalog';
import { localize } from '@/utils/localize';
import { removeOuterCategory } from '../api/admin-calls';
import { useAdminOuterCategories } from '../api/get-admin-catalog';
import { ListState } from './list-state';
import { RemoveButton } from './remove-button';
import { OuterCategoryDialog } from './section-dialogs';
import styles from './admin.module.css';

export function OuterCategoriesSection() {
  const intl = useIntl();
  const language = useLanguage();
  const t = (id: string, values?: Record<string, string>) => intl.formatMessage({ id }, values);
  const outers = useAdminOuterCategories();
  const [editing, setEditing] = useState<OuterCategory | 'new' | null>(null);
  return (
    <section className={styles.section} aria-labelledby="admin-outer-heading">
      <div className={styles.sectionHead}>
        <h2 id="admin-outer-heading">{t('adminCatalog.outerCategories')}</h2>
        <button type="button" className={styles.primary} onClick={() => setEditing('new')}>
          {t('adminCatalog.addOuterCategory')}
        </button>
      </div>
      <ListState query={outers} empty={t('adminCatalog.noOuterCategories')} />
      <ul className={styles.list}>
        {outers.data?.map((outer) => {
          const title = localize(outer.title, language);
          return (
            <li key={outer.name} className={styles.item}>
              <span>
                {title} <code>{outer.name}</code>
              </span>
              <span className={styles.itemActions}>
                <button type="button" className={styles.secondarySmall} onClick={() => setEditing(outer)}>
                  {t('adminCatalog.changeNamed', { name: title })}
                </button>
                <RemoveButton
                  label={t('adminCatalog.removeNamed', { name: title })}
                  question={t('adminCatalog.removeOuterQuestion', { name: title })}
                  remove={() => removeOuterCategory(outer.name)}
                />
              </span>
            </li>
          );
        })}
      </ul>
      {editing && <OuterCategoryDialog outer={editing === 'new' ? undefined : editing} onClose={() => setEditing(null)} />}
    </section>
  );
}
