// Asked when the place a thing came from is gone: the ADMIN picks another outer category (or
// none) for a category, or another category for a good or a sub-category, and restores it there.
import { useState } from 'react';
import { FormattedMessage } from 'react-intl';
import type { BinPlaceKind } from '@domain/api/bin';
import buttonStyles from '@/components/ui/button.module.css';
import { SelectField } from '@/components/ui/select-field';
import { Spinner } from '@/components/ui/spinner/spinner';
import { useText } from '@/hooks/use-text';
import { useLanguage } from '@/lib/i18n/language-context';
import { usePlaceOptions } from '../api/bin';
import styles from './bin.module.css';

const NO_OUTER_CATEGORY = 'noOuterCategory';

interface PlaceChoiceProps {
  kind: BinPlaceKind;
  was: string | null;
  pending: boolean;
  onChoose: (place: string) => void;
  onCancel: () => void;
}

export function PlaceChoice({ kind, was, pending, onChoose, onCancel }: PlaceChoiceProps) {
  const t = useText();
  const language = useLanguage();
  const options = usePlaceOptions(kind);
  const [place, setPlace] = useState('');
  const choices = [
    ...(kind === 'outerCategory' ? [{ name: NO_OUTER_CATEGORY, label: t('adminBin.noOuterCategory') }] : []),
    ...(options.data ?? []).map((option) => ({ name: option.name, label: option.title?.[language] || option.name })),
  ];
  const chosen = place || choices[0]?.name || '';
  return (
    <div className={styles.choice} role="group" aria-label={t('adminBin.placeGone', { place: was ?? '' })}>
      <p role="alert">
        <FormattedMessage id="adminBin.placeGone" values={{ place: was ?? '' }} />
      </p>
      {options.isPending ? (
        <Spinner label={t('adminBin.loading')} />
      ) : (
        <SelectField label={t(kind === 'outerCategory' ? 'adminBin.chooseOuterCategory' : 'adminBin.chooseCategory')} value={chosen} onValue={setPlace}>
          {choices.map((choice) => (
            <option key={choice.name} value={choice.name}>
              {choice.label}
            </option>
          ))}
        </SelectField>
      )}
      <div className={styles.actions}>
        <button type="button" className={buttonStyles.primary} disabled={pending || !chosen} aria-busy={pending || undefined} onClick={() => onChoose(chosen)}>
          {t('adminBin.restoreThere')}
        </button>
        <button type="button" className={buttonStyles.secondary} onClick={onCancel}>
          {t('adminBin.cancel')}
        </button>
      </div>
    </div>
  );
}
