import { useId } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { FacetOption, FacetOptions } from '../utils/facet-options';
import type { Facet, GoodsFilters } from '../utils/goods-filters';
import fieldStyles from '@/components/ui/form-field.module.css';
import styles from './filters-panel.module.css';

const LEGEND: Record<Facet, string> = {
  brands: 'filterBrand',
  fibres: 'filterFibre',
  weights: 'filterWeight',
  families: 'filterColourFamily',
  colours: 'filterColour',
};
/** Facets whose values are interface words translated by the message catalogue. */
const MESSAGE_PREFIX: Partial<Record<Facet, string>> = { fibres: 'fibre.', families: 'colourFamily.' };
/** Of those, the ones listed by name: by the shown name, or Ukrainian would follow the English keys. */
const LISTED_BY_SHOWN_NAME: ReadonlySet<Facet> = new Set(['fibres']);

interface FiltersPanelProps {
  options: FacetOptions;
  filters: GoodsFilters;
  onChange: (change: Partial<GoodsFilters>) => void;
}

export function FiltersPanel({ options, filters, onChange }: FiltersPanelProps) {
  const intl = useIntl();
  const priceId = useId();
  const label = (facet: Facet, option: FacetOption) => {
    const prefix = MESSAGE_PREFIX[facet];
    const key = `${prefix}${option.value}`;
    if (prefix && intl.messages[key]) return intl.formatMessage({ id: key });
    return option.label ?? option.value;
  };
  const listed = (facet: Facet): FacetOption[] =>
    LISTED_BY_SHOWN_NAME.has(facet)
      ? [...options[facet]].sort((a, b) => label(facet, a).localeCompare(label(facet, b), intl.locale))
      : options[facet];
  const toggle = (facet: Facet, value: string, checked: boolean) =>
    onChange({ [facet]: checked ? [...filters[facet], value] : filters[facet].filter((chosen) => chosen !== value) });
  const setPrice = (field: 'minPrice' | 'maxPrice', text: string) => {
    const value = text.trim() === '' ? null : Number(text);
    onChange({ [field]: value !== null && Number.isFinite(value) && value >= 0 ? value : null });
  };
  const priceInput = (field: 'minPrice' | 'maxPrice', labelId: string) => (
    <input
      className={fieldStyles.compact}
      type="number"
      inputMode="numeric"
      min={0}
      aria-label={intl.formatMessage({ id: labelId })}
      placeholder={intl.formatMessage({ id: labelId })}
      value={filters[field] ?? ''}
      onChange={(event) => setPrice(field, event.target.value)}
    />
  );

  return (
    <div className={styles.panel}>
      {(Object.keys(LEGEND) as Facet[]).map((facet) =>
        options[facet].length === 0 ? null : (
          <fieldset key={facet} className={styles.group}>
            <legend className={styles.legend}>
              <FormattedMessage id={LEGEND[facet]} />
            </legend>
            <ul className={styles.options}>
              {listed(facet).map((option) => (
                <li key={option.value}>
                  <label className={styles.option}>
                    <input
                      type="checkbox"
                      checked={filters[facet].includes(option.value)}
                      onChange={(event) => toggle(facet, option.value, event.target.checked)}
                    />
                    {option.hex && <span className={styles.swatch} style={{ background: option.hex }} aria-hidden="true" />}
                    <span className={styles.text}>{label(facet, option)}</span>
                    <span className={styles.count}>{option.count}</span>
                  </label>
                </li>
              ))}
            </ul>
          </fieldset>
        ),
      )}
      <fieldset className={styles.group}>
        <legend className={styles.legend} id={priceId}>
          <FormattedMessage id="filterPrice" />
        </legend>
        <div className={styles.price}>
          {priceInput('minPrice', 'priceFrom')}
          <span aria-hidden="true">–</span>
          {priceInput('maxPrice', 'priceTo')}
        </div>
      </fieldset>
    </div>
  );
}
