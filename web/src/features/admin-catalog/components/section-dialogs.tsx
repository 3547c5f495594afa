// The dialogs that add or change an outer category, a category (with its catalog page) and a
// sub-category (docs/api.md, "Catalogue editing").
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { Dialog } from '@/components/ui/dialog';
import { useLanguage } from '@/lib/i18n/language-context';
import { NO_OUTER_CATEGORY, type Catalog, type OuterCategory } from '@/types/catalog';
import { localize } from '@/utils/localize';
import { SelectField } from '@/components/ui/select-field';
import { TextField } from '@/components/ui/text-field';
import { addSubCategory, saveCategory, saveOuterCategory } from '../api/admin-calls';
import { useAdminOuterCategories } from '../api/get-admin-catalog';
import { useAdminMutation } from '../hooks/use-admin-mutation';
import { SectionForm } from './section-form';

interface DialogProps {
  onClose: () => void;
}

export function OuterCategoryDialog({ outer, onClose }: DialogProps & { outer?: OuterCategory }) {
  const intl = useIntl();
  const save = useAdminMutation(saveOuterCategory);
  return (
    <Dialog title={intl.formatMessage({ id: outer ? 'adminCatalog.changeOuterCategory' : 'adminCatalog.addOuterCategory' })} onClose={onClose} size="wide" closeOnBackdrop={false}>
      <SectionForm
        initial={outer}
        nameKind="segment"
        pending={save.isPending}
        serverError={save.error}
        onSubmit={(input) => save.mutate({ ...input, ...(outer && { order: outer.order }) }, { onSuccess: onClose })}
      />
    </Dialog>
  );
}

export function CategoryDialog({ catalog, outerCategory, onClose }: DialogProps & { catalog?: Catalog; outerCategory?: string }) {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  const language = useLanguage();
  const outers = useAdminOuterCategories();
  const save = useAdminMutation(saveCategory);
  const [outer, setOuter] = useState(catalog?.outerCategory ?? outerCategory ?? NO_OUTER_CATEGORY);
  const [descriptionUa, setDescriptionUa] = useState(catalog?.description.ua ?? '');
  const [descriptionEn, setDescriptionEn] = useState(catalog?.description.en ?? '');
  const initial = catalog && { name: catalog.category, title: catalog.title, previewImage: catalog.previewImage };
  return (
    <Dialog title={t(catalog ? 'adminCatalog.changeCategory' : 'adminCatalog.addCategory')} onClose={onClose} size="wide" closeOnBackdrop={false}>
      <SectionForm
        initial={initial}
        nameKind="segment"
        pending={save.isPending}
        serverError={save.error}
        onSubmit={(input) =>
          save.mutate(
            { ...input, outerCategory: outer, description: { ua: descriptionUa, en: descriptionEn }, ...(catalog && { order: catalog.order }) },
            { onSuccess: onClose },
          )
        }
      >
        <SelectField label={t('adminCatalog.field.outerCategory')} value={outer} onValue={setOuter}>
          <option value={NO_OUTER_CATEGORY}>{t('adminCatalog.noOuterCategory')}</option>
          {outers.data?.map((item) => (
            <option key={item.name} value={item.name}>
              {localize(item.title, language)} ({item.name})
            </option>
          ))}
        </SelectField>
        <TextField label={t('adminCatalog.field.descriptionUa')} value={descriptionUa} onChange={(event) => setDescriptionUa(event.target.value)} />
        <TextField label={t('adminCatalog.field.descriptionEn')} value={descriptionEn} onChange={(event) => setDescriptionEn(event.target.value)} />
      </SectionForm>
    </Dialog>
  );
}

export function SubCategoryDialog({ catalogId, onClose }: DialogProps & { catalogId: string }) {
  const intl = useIntl();
  const add = useAdminMutation(addSubCategory);
  return (
    <Dialog title={intl.formatMessage({ id: 'adminCatalog.addSubCategory' })} onClose={onClose} size="wide" closeOnBackdrop={false}>
      <SectionForm nameKind="subCategory" pending={add.isPending} serverError={add.error} onSubmit={(input) => add.mutate({ ...input, catalogId }, { onSuccess: onClose })} />
    </Dialog>
  );
}
