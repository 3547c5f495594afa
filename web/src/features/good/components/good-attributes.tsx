import type { ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useLanguage } from '@/lib/i18n/language-context';
import type { Good } from '@/types/good';
import styles from './good-page.module.css';

interface Row {
  label: string;
  value: ReactNode;
}

/** Every attribute of the data model a buyer chooses by (docs/data-model.md, YarnAttributes). */
export function GoodAttributes({ good }: { good: Good }) {
  const intl = useIntl();
  const language = useLanguage();
  const t = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  const known = (id: string) => (intl.messages[id] ? t(id) : null);
  const yarn = good.yarn;
  const rows: Row[] = [{ label: t('articul'), value: good.articul }];
  rows.push({ label: t('measurementUnit'), value: t(`measurement.${good.measurement}`) });
  if (good.toolSize) {
    // Ukrainian writes a decimal comma: "2,5 мм"; a set lists each of its sizes.
    const sizes = good.toolSize.sizesMm.map((size) => intl.formatNumber(size)).join('; ');
    rows.push({ label: t(good.toolSize.tool === 'needles' ? 'needleSize' : 'hookSize'), value: t('valueMillimeters', { value: sizes }) });
  }
  if (yarn) {
    if (yarn.brand) rows.push({ label: t('brand'), value: yarn.brand });
    if (yarn.fibres.length > 0) {
      const fibres = yarn.fibres.map((part) => `${part.percent}% ${known(`fibre.${part.fibre}`) ?? part.fibre}`);
      rows.push({ label: t('fibreComposition'), value: fibres.join(', ') });
    }
    if (yarn.weightClass) rows.push({ label: t('weightClass'), value: t(`weight.${yarn.weightClass}`) });
    if (yarn.skeinWeightGrams !== null) rows.push({ label: t('skeinWeight'), value: t('valueGrams', { value: yarn.skeinWeightGrams }) });
    if (yarn.skeinLengthMeters !== null) rows.push({ label: t('skeinLength'), value: t('valueMeters', { value: yarn.skeinLengthMeters }) });
    if (yarn.metersPer100g !== null) rows.push({ label: t('metersPer100g'), value: t('valueMeters', { value: yarn.metersPer100g }) });
    if (yarn.needleSizeMm) rows.push({ label: t('needleSize'), value: t('valueMillimeters', { value: yarn.needleSizeMm }) });
    if (yarn.hookSizeMm) rows.push({ label: t('hookSize'), value: t('valueMillimeters', { value: yarn.hookSizeMm }) });
    const colour = yarn.colour[language];
    if (colour) {
      rows.push({
        label: t('colour'),
        value: (
          <span className={styles.colour}>
            {yarn.colourHex && <span className={styles.swatch} style={{ background: yarn.colourHex }} aria-hidden="true" />}
            {colour}
          </span>
        ),
      });
    }
    if (yarn.dyeLot) rows.push({ label: t('dyeLot'), value: yarn.dyeLot });
  }
  return (
    <section className={styles.details}>
      <h2 className={styles.subheading}>
        <FormattedMessage id="goodDetails" />
      </h2>
      <dl className={styles.attributes}>
        {rows.map((row) => (
          <div key={row.label} className={styles.row}>
            <dt>{row.label}</dt>
            <dd>{row.value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
