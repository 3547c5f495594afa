import { useState, type FormEvent } from 'react';
import { useLanguage } from '@/lib/i18n/language-context';
import { ALL_GOODS, type Catalog } from '@/types/catalog';
import { localize } from '@/utils/localize';
import { subCategorySegment } from '@/utils/links';
import { CheckField } from '@/components/ui/check-field';
import { FormError } from '@/components/ui/form-error';
import { SelectField } from '@/components/ui/select-field';
import { TextField } from '@/components/ui/text-field';
import { useText } from '@/hooks/use-text';
import { GOOD_KINDS, MEASUREMENTS, type GoodFormValues, type SaveGoodPayload } from '../utils/good-form-values';
import { toSaveGoodPayload, validateGood, type GoodFieldErrors } from '../utils/validate-good';
import { emptyColourValues, hasColourErrors, validateColour, type ColourErrors } from '../utils/yarn-colour-values';
import { Options } from './options';
import { ExtraImages } from './extra-images';
import { GoesWithFields } from './goes-with-fields';
import { ImageField } from './image-field';
import { YarnColourFields } from './yarn-colour-fields';
import { YarnFields } from './yarn-fields';
import styles from './admin.module.css';

interface GoodFormProps {
  initial: GoodFormValues;
  catalogs: Catalog[];
  pending: boolean;
  serverError: string | null;
  onSubmit: (payload: SaveGoodPayload) => void;
  /** Given when the save was refused because the good changed meanwhile: offers to load it again. */
  onReload?: () => void;
}

/** Every field of a good (SaveGoodSchema), checked here before it is sent. */
export function GoodForm({ initial, catalogs, pending, serverError, onSubmit, onReload }: GoodFormProps) {
  const language = useLanguage();
  const t = useText();
  const [values, setValues] = useState(initial);
  const [errors, setErrors] = useState<GoodFieldErrors>({});
  const [colourErrors, setColourErrors] = useState<ColourErrors>({});
  const [uploading, setUploading] = useState(false);
  const set = <K extends keyof GoodFormValues>(key: K, value: GoodFormValues[K]) => setValues((old) => ({ ...old, [key]: value }));
  const catalog = catalogs.find((item) => item.category === values.category);
  type TextKey = 'titleUa' | 'titleEn' | 'descriptionUa' | 'descriptionEn' | 'articul' | 'price' | 'quantity' | 'measurementCount' | 'discountAmount' | 'weightGrams';
  const text = (key: TextKey, numeric = false) => (
    <TextField label={t(`adminCatalog.field.${key}`)} value={values[key]} inputMode={numeric ? 'numeric' : undefined} onChange={(event) => set(key, event.target.value)} error={t(errors[key])} />
  );

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = validateGood(values);
    const foundInColour = values.colour ? validateColour(values.colour) : {};
    setErrors(found);
    setColourErrors(foundInColour);
    if (Object.keys(found).length === 0 && !hasColourErrors(foundInColour)) onSubmit(toSaveGoodPayload(values));
  };

  return (
    <form className={styles.form} onSubmit={submit} noValidate aria-label={t('adminCatalog.goodForm')}>
      {text('articul')}
      {text('titleUa')}
      {text('titleEn')}
      {text('descriptionUa')}
      {text('descriptionEn')}
      <SelectField label={t('adminCatalog.field.category')} value={values.category} onValue={(value) => setValues((old) => ({ ...old, category: value, subcategory: ALL_GOODS }))}>
        {catalogs.map((item) => (
          <option key={item.category} value={item.category}>
            {localize(item.title, language)} ({item.category})
          </option>
        ))}
      </SelectField>
      <SelectField label={t('adminCatalog.field.subcategory')} value={values.subcategory} onValue={(value) => set('subcategory', value)}>
        <option value={ALL_GOODS}>{t('adminCatalog.noSubCategory')}</option>
        {catalog?.subCategories.map((sub) => (
          <option key={sub.id} value={subCategorySegment(sub.name)}>
            {localize(sub.title, language)}
          </option>
        ))}
      </SelectField>
      <SelectField label={t('adminCatalog.field.kind')} value={values.kind} onValue={(value) => set('kind', value as GoodFormValues['kind'])}>
        <Options values={GOOD_KINDS} label={(kind) => t(`adminCatalog.kind.${kind}`)} />
      </SelectField>
      <SelectField label={t('adminCatalog.field.measurement')} value={values.measurement} onValue={(value) => set('measurement', value as GoodFormValues['measurement'])}>
        <Options values={MEASUREMENTS} label={(measurement) => t(`adminCatalog.measurement.${measurement}`)} />
      </SelectField>
      {text('measurementCount', true)}
      {text('price', true)}
      {!values.colour && text('quantity', true)}
      {text('weightGrams', true)}
      <CheckField label={t('adminCatalog.field.hasDiscount')} checked={values.hasDiscount} onChange={(checked) => set('hasDiscount', checked)} />
      {values.hasDiscount && text('discountAmount', true)}
      <CheckField label={t('adminCatalog.field.popular')} checked={values.popular} onChange={(checked) => set('popular', checked)} />
      <CheckField label={t('adminCatalog.field.newGoodState')} checked={values.newGoodState} onChange={(checked) => set('newGoodState', checked)} />
      <ImageField label={t('adminCatalog.field.mainImage')} container="goods" value={values.mainImage} onChange={(url) => set('mainImage', url)} onBusy={setUploading} />
      <ExtraImages images={values.images} onChange={(images) => set('images', images)} onBusy={setUploading} />
      <CheckField label={t('adminCatalog.yarnLine.field.isColour')} checked={values.colour !== null} onChange={(checked) => set('colour', checked ? emptyColourValues() : null)} />
      {values.colour && <YarnColourFields values={values.colour} errors={colourErrors} onChange={(colour) => set('colour', colour)} onBusy={setUploading} />}
      {!values.colour && <CheckField label={t('adminCatalog.field.isYarn')} checked={values.isYarn} onChange={(checked) => set('isYarn', checked)} />}
      {!values.colour && values.isYarn && <YarnFields values={values} errors={errors} set={set} />}
      {values.kind === 'accessory' && <GoesWithFields values={values} errors={errors} set={set} />}
      {(Object.keys(errors).length > 0 || hasColourErrors(colourErrors)) && <FormError message={t('adminCatalog.error.fixFields')} />}
      <FormError message={serverError} />
      {onReload && (
        <button type="button" className={styles.secondary} onClick={onReload}>
          {t('adminCatalog.reloadGood')}
        </button>
      )}
      <button type="submit" className={styles.primary} disabled={pending || uploading}>
        {t('adminCatalog.save')}
      </button>
    </form>
  );
}
