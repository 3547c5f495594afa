import { useState, type FormEvent } from 'react';
import { WASH_CARE, type YarnCare } from '@domain/yarn-line';
import { YARN_WEIGHT_CLASSES, YARN_WEIGHT_CLASS_INFO, type YarnWeightClass } from '@domain/yarn-weight-classes';
import { useLanguage } from '@/lib/i18n/language-context';
import { CheckField } from '@/components/ui/check-field';
import { FormError } from '@/components/ui/form-error';
import { SelectField } from '@/components/ui/select-field';
import { TextField } from '@/components/ui/text-field';
import { useText } from '@/hooks/use-text';
import { toLinePayload, validateLine, type YarnLineErrors, type YarnLinePayload, type YarnLineTextKey, type YarnLineValues } from '../utils/yarn-line-values';
import { Options } from './options';
import adminStyles from './admin.module.css';
import styles from './yarn-colour.module.css';

interface YarnLineFormProps {
  initial: YarnLineValues;
  /** The stored care, whose note this form keeps as it is. */
  care?: YarnCare;
  pending: boolean;
  serverError: string | null;
  onSubmit: (payload: YarnLinePayload) => void;
}

const NUMERIC: YarnLineTextKey[] = ['metresPer100g', 'skeinMetres', 'skeinGrams', 'needleFrom', 'needleTo', 'hookFrom', 'hookTo', 'gaugeStitches', 'gaugeRows', 'gaugeNeedle', 'maxWashTemperatureC'];

/** A yarn line's attributes, which every colour of it shows: checked here by the server's own rules. */
export function YarnLineForm({ initial, care, pending, serverError, onSubmit }: YarnLineFormProps) {
  const language = useLanguage();
  const t = useText();
  const [values, setValues] = useState(initial);
  const [errors, setErrors] = useState<YarnLineErrors>({});
  const set = <K extends keyof YarnLineValues>(key: K, value: YarnLineValues[K]) => setValues((old) => ({ ...old, [key]: value }));
  const text = (key: YarnLineTextKey) => (
    <TextField
      key={key}
      label={t(`adminCatalog.yarnLine.line.${key}`)}
      value={values[key]}
      autoComplete="off"
      inputMode={NUMERIC.includes(key) ? 'decimal' : undefined}
      onChange={(event) => set(key, event.target.value)}
      error={t(errors[key])}
    />
  );
  /** Fields read together (from–to, a gauge) side by side. */
  const row = (...keys: YarnLineTextKey[]) => <div className={adminStyles.endRow}>{keys.map(text)}</div>;

  const submit = (event: FormEvent) => {
    // The good form around this dialog must not be sent with it.
    event.preventDefault();
    event.stopPropagation();
    const payload = toLinePayload(values, care && { care });
    const found = validateLine(payload);
    setErrors(found);
    if (Object.keys(found).length === 0) onSubmit(payload);
  };

  return (
    <form className={styles.part} onSubmit={submit} noValidate aria-label={t('adminCatalog.yarnLine.lineForm')}>
      {text('brand')}
      {text('name')}
      {text('fibres')}
      <SelectField label={t('adminCatalog.yarnLine.line.weightClass')} value={values.weightClass} onValue={(value) => set('weightClass', value as YarnWeightClass)}>
        <Options values={YARN_WEIGHT_CLASSES} label={(weight) => `${YARN_WEIGHT_CLASS_INFO[weight].cycNumber} ${YARN_WEIGHT_CLASS_INFO[weight].name[language]}`} />
      </SelectField>
      {text('metresPer100g')}
      {row('skeinMetres', 'skeinGrams')}
      {row('needleFrom', 'needleTo')}
      {row('hookFrom', 'hookTo')}
      {row('gaugeStitches', 'gaugeRows', 'gaugeNeedle')}
      <SelectField label={t('adminCatalog.yarnLine.line.wash')} value={values.wash} onValue={(value) => set('wash', value as YarnLineValues['wash'])}>
        <Options values={WASH_CARE} label={(wash) => t(`yarn.care.${wash}`)} />
      </SelectField>
      {text('maxWashTemperatureC')}
      <div className={styles.checks}>
        <CheckField label={t('adminCatalog.yarnLine.line.tumbleDry')} checked={values.tumbleDry} onChange={(checked) => set('tumbleDry', checked)} />
        <CheckField label={t('adminCatalog.yarnLine.line.iron')} checked={values.iron} onChange={(checked) => set('iron', checked)} />
        <CheckField label={t('adminCatalog.yarnLine.line.bleach')} checked={values.bleach} onChange={(checked) => set('bleach', checked)} />
      </div>
      {Object.keys(errors).length > 0 && <FormError message={t('adminCatalog.error.fixFields')} />}
      <FormError message={serverError} />
      <div className={adminStyles.endRow}>
        <button type="submit" className={adminStyles.secondary} disabled={pending}>
          {t('adminCatalog.yarnLine.saveLine')}
        </button>
      </div>
    </form>
  );
}
