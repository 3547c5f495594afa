import { CheckField } from '@/components/ui/check-field';
import { SelectField } from '@/components/ui/select-field';
import { TextField } from '@/components/ui/text-field';
import { useText } from '@/hooks/use-text';
import { useLanguage } from '@/lib/i18n/language-context';
import { TOOL_KINDS } from '@domain/goes-with';
import { YARN_WEIGHT_CLASSES, YARN_WEIGHT_CLASS_INFO } from '@domain/yarn-weight-classes';
import { useAdminYarnLines } from '../api/yarn-lines';
import type { GoodFormValues } from '../utils/good-form-values';
import type { GoodFieldErrors } from '../utils/validate-good';
import { Options } from './options';
import styles from './admin.module.css';

interface GoesWithFieldsProps {
  values: GoodFormValues;
  errors: GoodFieldErrors;
  set: <K extends keyof GoodFormValues>(key: K, value: GoodFormValues[K]) => void;
}

/** With or without `item`, as a checkbox list keeps its chosen values. */
const toggled = <T,>(list: readonly T[], item: T, on: boolean): T[] => (on ? [...list, item] : list.filter((other) => other !== item));

/** What "goes with" matches an accessory by: a needle's or hook's sizes, and the yarns a pattern names. */
export function GoesWithFields({ values, errors, set }: GoesWithFieldsProps) {
  const t = useText();
  const language = useLanguage();
  const lines = useAdminYarnLines();
  return (
    <fieldset className={styles.fieldset}>
      <legend>{t('adminCatalog.goesWith')}</legend>
      <SelectField label={t('adminCatalog.field.toolKind')} value={values.toolKind} onValue={(value) => set('toolKind', value as GoodFormValues['toolKind'])}>
        <option value="">{t('adminCatalog.toolKind.none')}</option>
        <Options values={TOOL_KINDS} label={(tool) => t(`adminCatalog.toolKind.${tool}`)} />
      </SelectField>
      {values.toolKind && (
        <TextField label={t('adminCatalog.field.toolSizes')} value={values.toolSizes} inputMode="decimal" onChange={(event) => set('toolSizes', event.target.value)} error={t(errors.toolSizes)} />
      )}
      <fieldset className={styles.fieldset}>
        <legend>{t('adminCatalog.patternWeightClasses')}</legend>
        {YARN_WEIGHT_CLASSES.map((weight) => (
          <CheckField
            key={weight}
            label={`${YARN_WEIGHT_CLASS_INFO[weight].cycNumber} ${YARN_WEIGHT_CLASS_INFO[weight].name[language]}`}
            checked={values.patternWeightClasses.includes(weight)}
            onChange={(on) => set('patternWeightClasses', toggled(values.patternWeightClasses, weight, on))}
          />
        ))}
      </fieldset>
      <fieldset className={styles.fieldset}>
        <legend>{t('adminCatalog.patternLines')}</legend>
        {lines.isPending && <p>{t('adminCatalog.loading')}</p>}
        {lines.data?.map((line) => (
          <CheckField
            key={line.id}
            label={`${line.brand} ${line.name}`}
            checked={values.patternLineIds.includes(line.id)}
            onChange={(on) => set('patternLineIds', toggled(values.patternLineIds, line.id, on))}
          />
        ))}
      </fieldset>
    </fieldset>
  );
}
