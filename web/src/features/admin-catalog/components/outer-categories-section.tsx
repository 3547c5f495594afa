import { useState } from 'react';
import { useIntl } from 'react-intl';
import { useLanguage } from '@/lib/i18n/language-context';
import type { OuterCategory } from '@/types/catalog';
import { localize } from '@/utils/localize';
import { removeOuterCategory } from '../api/admin-calls';
import { useAdminOuterCategories } from '../api/get-admin-catalog';
import { AdminSection } from './admin-section';
import { ItemActions } from './item-actions';
import { OuterCategoryDialog } from './section-dialogs';
import styles from './admin.module.css';

export function OuterCategoriesSection() {
  const intl = useIntl();
  const language = useLanguage();
  const t = (id: string, values?: Record<string, string>) => intl.formatMessage({ id }, values);
  const outers = useAdminOuterCategories();
  const [editing, setEditing] = useState<OuterCategory | 'new' | null>(null);
  return (
    <AdminSection part="outer" onAdd={() => setEditing('new')} query={outers}>
      <ul className={styles.list}>
        {outers.data?.map((outer) => {
          const title = localize(outer.title, language);
          return (
            <li key={outer.name} className={styles.item}>
              <span>
                {title} <code>{outer.name}</code>
              </span>
              <ItemActions name={title} onEdit={() => setEditing(outer)} removeQuestion={t('adminCatalog.removeOuterQuestion', { name: title })} remove={() => removeOuterCategory(outer.name)} />
            </li>
          );
        })}
      </ul>
      {editing && <OuterCategoryDialog outer={editing === 'new' ? undefined : editing} onClose={() => setEditing(null)} />}
    </AdminSection>
  );
}
