import { useState } from 'react';
import { useIntl } from 'react-intl';
import { useLanguage } from '@/lib/i18n/language-context';
import { ALL_GOODS } from '@/types/catalog';
import type { Good } from '@/types/good';
import { subCategorySegment } from '@/utils/links';
import { localize } from '@/utils/localize';
import { FormError } from '@/components/ui/form-error';
import { SelectField } from '@/components/ui/select-field';
import { changeGoodSubCategory, removeGood } from '../api/admin-calls';
import { useAdminCatalogs } from '../api/get-admin-catalog';
import { useAdminMutation } from '../hooks/use-admin-mutation';
import { GoodDialog } from './good-dialog';
import { ItemActions } from './item-actions';
import styles from './admin.module.css';

/** The ADMIN's panel on a good card: move it to another sub-category, edit it, delete it. */
export function GoodAdminPanel({ good }: { good: Good }) {
  const intl = useIntl();
  const language = useLanguage();
  const t = (id: string, values?: Record<string, string>) => intl.formatMessage({ id }, values);
  const catalogs = useAdminCatalogs();
  const [target, setTarget] = useState(good.subcategory);
  const [editing, setEditing] = useState(false);
  const move = useAdminMutation(changeGoodSubCategory);
  const title = localize(good.title, language);
  const catalog = catalogs.data?.find((item) => item.category === good.category);
  const options = [{ value: ALL_GOODS, label: t('adminCatalog.noSubCategory') }].concat(
    catalog?.subCategories.map((sub) => ({ value: subCategorySegment(sub.name), label: localize(sub.title, language) })) ?? [],
  );

  return (
    <div className={styles.cardPanel} role="group" aria-label={t('adminCatalog.goodPanel', { name: title })}>
      <div className={styles.endRow}>
        <SelectField label={t('adminCatalog.field.subcategory')} value={target} onValue={setTarget}>
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </SelectField>
        <button
          type="button"
          className={styles.secondarySmall}
          disabled={target === good.subcategory || move.isPending}
          onClick={() => move.mutate({ goodId: good.id, subcategory: target })}
        >
          {t('adminCatalog.move')}
        </button>
      </div>
      <FormError message={move.error} />
      <ItemActions
        name={title}
        onEdit={() => setEditing(true)}
        removeQuestion={t('adminCatalog.removeGoodQuestion', { name: title })}
        remove={() => removeGood({ category: good.category, goodId: good.id })}
        className={styles.row}
      />
      {editing && <GoodDialog good={good} onClose={() => setEditing(false)} />}
    </div>
  );
}
