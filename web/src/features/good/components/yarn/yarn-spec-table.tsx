import { FormattedMessage, useIntl, type IntlShape } from 'react-intl';
import { useLanguage } from '@/lib/i18n/language-context';
import type { YarnLineView } from '@/types/yarn-line';
import { localize } from '@/utils/localize';
import type { SizeRangeMm, YarnCare } from '@domain/yarn-line';
import { YARN_WEIGHT_CLASS_INFO } from '@domain/yarn-weight-classes';
import styles from './yarn.module.css';

function range(intl: IntlShape, size: SizeRangeMm): string {
  const from = intl.formatNumber(size.from);
  const value = size.to === null || size.to === size.from ? from : `${from}–${intl.formatNumber(size.to)}`;
  return intl.formatMessage({ id: 'valueMillimeters' }, { value });
}

/** The shop's note goes on after "; ": its capital goes ("Сушити…" → "сушити…"), an abbreviation's stays ("ОВТ"). */
function midSentence(text: string, locale: string): string {
  const [first = '', second = ''] = text;
  return second !== '' && second === second.toLocaleLowerCase(locale) ? first.toLocaleLowerCase(locale) + text.slice(1) : text;
}

function care(intl: IntlShape, { wash, maxWashTemperatureC, tumbleDry, iron, bleach }: YarnCare, noteText: string): string {
  const t = (id: string, values?: Record<string, number>) => intl.formatMessage({ id }, values);
  const parts = [t(`yarn.care.${wash}`)];
  if (maxWashTemperatureC !== null && wash !== 'dryCleanOnly') parts.push(t('yarn.care.upTo', { degrees: maxWashTemperatureC }));
  parts.push(t(tumbleDry ? 'yarn.care.tumbleDry' : 'yarn.care.noTumbleDry'));
  parts.push(t(iron ? 'yarn.care.iron' : 'yarn.care.noIron'));
  parts.push(t(bleach ? 'yarn.care.bleach' : 'yarn.care.noBleach'));
  if (noteText) parts.push(midSentence(noteText, intl.locale));
  return parts.join('; ');
}

/** The attributes every colour of a line shares, held once on the line (ADR 4). */
export function YarnSpecTable({ line }: { line: YarnLineView }) {
  const intl = useIntl();
  const language = useLanguage();
  const t = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  const fibre = (key: string) => (intl.messages[`fibre.${key}`] ? t(`fibre.${key}`) : key);
  const weight = YARN_WEIGHT_CLASS_INFO[line.weightClass];
  const rows: [string, string][] = [
    [t('brand'), line.brand],
    [t('fibreComposition'), line.fibres.map((part) => `${intl.formatNumber(part.percent)}% ${fibre(part.fibre)}`).join(', ')],
    [t('weightClass'), t('yarn.weightClassValue', { name: localize(weight.name, language), number: weight.cycNumber })],
    [t('metersPer100g'), t('valueMeters', { value: intl.formatNumber(line.metresPer100g) })],
  ];
  if (line.skein) {
    const { metres, grams } = line.skein;
    rows.push([t('yarn.skein'), t('yarn.skeinValue', { metres: intl.formatNumber(metres), grams: intl.formatNumber(grams) })]);
  }
  rows.push([t('needleSize'), range(intl, line.needleMm)]);
  if (line.hookMm) rows.push([t('hookSize'), range(intl, line.hookMm)]);
  if (line.gauge) {
    const { stitches, rows: rowCount, needleMm } = line.gauge;
    rows.push([t('yarn.gauge'), t('yarn.gaugeValue', { stitches, rows: rowCount, needle: intl.formatNumber(needleMm) })]);
  }
  rows.push([t('yarn.care'), care(intl, line.care, line.care.note ? localize(line.care.note, language) : '')]);
  return (
    <section className={styles.spec} aria-labelledby="yarn-spec-heading">
      <h2 id="yarn-spec-heading" className={styles.heading}>
        <FormattedMessage id="yarn.specHeading" values={{ line: `${line.brand} ${line.name}`.trim() }} />
      </h2>
      <table className={styles.table}>
        <tbody>
          {rows.map(([label, value]) => (
            <tr key={label}>
              <th scope="row">{label}</th>
              <td>{value}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}
