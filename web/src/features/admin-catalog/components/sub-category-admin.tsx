import { useIntl } from 'react-intl';
import { useLanguage } from '@/lib/i18n/language-context';
import type { Catalog, SubCategory } from '@/types/catalog';
import { localize } from '@/utils/localize';
import { removeSubCategory } from '../api/admin-calls';
import { RemoveButton } from './remove-button';

/** The remove button on a sub-category card; its goods move to the catalog's all-goods list. */
export function SubCategoryAdmin({ catalog, subCategory }: { catalog: Catalog; subCategory: SubCategory }) {
  const intl = useIntl();
  const name = localize(subCategory.title, useLanguage());
  return (
    <RemoveButton
      label={intl.formatMessage({ id: 'adminCatalog.removeNamed' }, { name })}
      question={intl.formatMessage({ id: 'adminCatalog.removeSubCategoryQuestion' }, { name })}
      remove={() => removeSubCategory({ subCategoryId: subCategory.id, catalogId: catalog.category })}
    />
  );
}
