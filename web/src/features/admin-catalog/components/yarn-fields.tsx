import { SelectField } from '@/components/ui/select-field';
import { TextField } from '@/components/ui/text-field';
import { useText } from '@/hooks/use-text';
import { WEIGHT_CLASSES, type GoodFormValues } from '../utils/good-form-values';
import { fibreTotal, type GoodFieldErrors } from '../utils/validate-good';
import { Options } from './options';
import styles from './admin.module.css';

interface YarnFieldsProps {
  values: GoodFormValues;
  errors: GoodFieldErrors;
  set: <K extends keyof GoodFormValues>(key: K, value: GoodFormValues[K]) => void;
}

/** Brand, fibres (adding up to 100 %), weight class, lengths, tools, colour and dye lot. */
export function YarnFields({ values, errors, set }: YarnFieldsProps) {
  const t = useText();
  const text = (key: 'brand' | 'skeinWeightGrams' | 'skeinLengthMeters' | 'metersPer100g' | 'needleSizeMm' | 'hookSizeMm' | 'colourUa' | 'colourEn' | 'dyeLot', inputMode?: 'decimal') => (
    <TextField label={t(`adminCatalog.field.${key}`)} value={values[key]} inputMode={inputMode} onChange={(event) => set(key, event.target.value)} error={t(errors[key])} />
  );
  const setFibre = (index: number, patch: Partial<GoodFormValues['fibres'][number]>) =>
    set('fibres', values.fibres.map((row, i) => (i === index ? { ...row, ...patch } : row)));

  return (
    <fieldset className={styles.fieldset}>
      <legend>{t('adminCatalog.yarn')}</legend>
      {text('brand')}
      <fieldset className={styles.fieldset} aria-describedby="admin-fibre-total">
        <legend>{t('adminCatalog.fibres')}</legend>
        {values.fibres.map((row, index) => (
          <div key={index} className={styles.row}>
            <TextField label={t('adminCatalog.field.fibre', { number: index + 1 })} value={row.fibre} onChange={(event) => setFibre(index, { fibre: event.target.value.trim().toLowerCase() })} />
            <TextField label={t('adminCatalog.field.percent', { number: index + 1 })} inputMode="numeric" value={row.percent} onChange={(event) => setFibre(index, { percent: event.target.value.trim() })} />
            {values.fibres.length > 1 && (
              <button type="button" className={styles.linkButton} onClick={() => set('fibres', values.fibres.filter((_, i) => i !== index))}>
                {t('adminCatalog.removeFibre', { number: index + 1 })}
              </button>
            )}
          </div>
        ))}
        <p id="admin-fibre-total">{t('adminCatalog.fibreTotal', { total: fibreTotal(values) })}</p>
        {errors.fibres && (
          <p className={styles.fieldError} role="alert">
            {t(errors.fibres)}
          </p>
        )}
        {values.fibres.length < 6 && (
          <button type="button" className={styles.secondary} onClick={() => set('fibres', [...values.fibres, { fibre: '', percent: '' }])}>
            {t('adminCatalog.addFibre')}
          </button>
        )}
      </fieldset>
      <SelectField label={t('adminCatalog.field.weightClass')} value={values.weightClass} onValue={(value) => set('weightClass', value as GoodFormValues['weightClass'])}>
        <Options values={WEIGHT_CLASSES} label={(weight) => weight} />
      </SelectField>
      {text('skeinWeightGrams', 'decimal')}
      {text('skeinLengthMeters', 'decimal')}
      {text('metersPer100g', 'decimal')}
      {text('needleSizeMm')}
      {text('hookSizeMm')}
      {text('colourUa')}
      {text('colourEn')}
      <TextField label={t('adminCatalog.field.colourHex')} type="color" value={values.colourHex} onChange={(event) => set('colourHex', event.target.value)} error={t(errors.colourHex)} />
      {text('dyeLot')}
    </fieldset>
  );
}
