import { useState } from 'react';
import { SelectField } from '@/components/ui/select-field';
import { TextField } from '@/components/ui/text-field';
import { useText } from '@/hooks/use-text';
import { useAdminYarnLines } from '../api/yarn-lines';
import { COLOUR_FAMILIES, type ColourErrors, type ColourValues } from '../utils/yarn-colour-values';
import { Options } from './options';
import { ImageField } from './image-field';
import { LotsTable } from './lots-table';
import { YarnLineDialog } from './yarn-line-dialog';
import adminStyles from './admin.module.css';
import styles from './yarn-colour.module.css';

interface YarnColourFieldsProps {
  values: ColourValues;
  errors: ColourErrors;
  onChange: (values: ColourValues) => void;
  onBusy: (busy: boolean) => void;
}

/** The good as a colour of a yarn line: the line (made or edited in a dialog), the colour, and its lots. */
export function YarnColourFields({ values, errors, onChange, onBusy }: YarnColourFieldsProps) {
  const t = useText();
  const lines = useAdminYarnLines();
  const [dialog, setDialog] = useState<'new' | 'edit' | null>(null);
  const set = <K extends keyof ColourValues>(key: K, value: ColourValues[K]) => onChange({ ...values, [key]: value });
  const chosen = lines.data?.find((line) => line.id === values.lineId);
  const text = (key: 'code' | 'nameUa' | 'nameEn') => (
    <TextField label={t(`adminCatalog.yarnLine.field.${key}`)} value={values[key]} autoComplete="off" onChange={(event) => set(key, event.target.value)} error={t(errors[key])} />
  );

  return (
    <fieldset className={styles.part}>
      <legend>{t('adminCatalog.yarnLine.part')}</legend>
      <div className={styles.lineRow}>
        <SelectField label={t('adminCatalog.yarnLine.field.line')} value={values.lineId} onValue={(lineId) => set('lineId', lineId)}>
          <option value="">{t(lines.isPending ? 'adminCatalog.loading' : 'adminCatalog.yarnLine.chooseLine')}</option>
          {lines.data?.map((line) => (
            <option key={line.id} value={line.id}>
              {line.brand} {line.name}
            </option>
          ))}
        </SelectField>
        <button type="button" className={adminStyles.secondary} onClick={() => setDialog('new')}>
          {t('adminCatalog.yarnLine.newLine')}
        </button>
        {chosen && (
          <button type="button" className={adminStyles.secondary} onClick={() => setDialog('edit')}>
            {t('adminCatalog.yarnLine.editLine')}
          </button>
        )}
      </div>
      {errors.lineId && (
        <p className={adminStyles.fieldError} role="alert">
          {t(errors.lineId)}
        </p>
      )}
      {text('code')}
      {text('nameUa')}
      {text('nameEn')}
      <SelectField label={t('adminCatalog.yarnLine.field.swatchKind')} value={values.swatchKind} onValue={(kind) => set('swatchKind', kind as ColourValues['swatchKind'])}>
        <option value="hex">{t('adminCatalog.yarnLine.swatch.hex')}</option>
        <option value="picture">{t('adminCatalog.yarnLine.swatch.picture')}</option>
      </SelectField>
      {values.swatchKind === 'hex' ? (
        <div className={adminStyles.endRow}>
          <input type="color" className={styles.colourInput} aria-label={t('adminCatalog.yarnLine.field.swatchPicker')} value={/^#[0-9a-f]{6}$/i.test(values.hex) ? values.hex : '#000000'} onChange={(event) => set('hex', event.target.value)} />
          <TextField label={t('adminCatalog.yarnLine.field.hex')} value={values.hex} autoComplete="off" spellCheck={false} onChange={(event) => set('hex', event.target.value)} error={t(errors.hex)} />
        </div>
      ) : (
        <>
          <ImageField label={t('adminCatalog.yarnLine.field.swatchPicture')} container="goods" value={values.pictureUrl || null} onChange={(url) => set('pictureUrl', url ?? '')} onBusy={onBusy} />
          {errors.pictureUrl && <p className={adminStyles.fieldError}>{t(errors.pictureUrl)}</p>}
        </>
      )}
      <SelectField label={t('adminCatalog.yarnLine.field.family')} value={values.family} onValue={(family) => set('family', family as ColourValues['family'])}>
        <Options values={COLOUR_FAMILIES} label={(family) => t(`colourFamily.${family}`)} />
      </SelectField>
      <LotsTable rows={values.lots} errors={errors.rows} onChange={(rows) => set('lots', rows)} />
      {errors.lots && (
        <p className={adminStyles.fieldError} role="alert">
          {t(errors.lots)}
        </p>
      )}
      {dialog && <YarnLineDialog line={dialog === 'edit' ? chosen : undefined} onClose={() => setDialog(null)} onSaved={(lineId) => set('lineId', lineId)} />}
    </fieldset>
  );
}
