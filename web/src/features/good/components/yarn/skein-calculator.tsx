import { useId, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { CheckField } from '@/components/ui/check-field';
import { TextField } from '@/components/ui/text-field';
import { useCartStore } from '@/stores/cart-store';
import type { DyeLot } from '@/types/yarn-line';
import { estimateSkeins, isValidSkeinCalculatorInput, MAX_PROJECT_METRES } from '@domain/skein-calculator';
import styles from './yarn.module.css';

export interface SkeinCalculatorProps {
  goodId: string;
  /** Stock on hand of the chosen colour. */
  quantity: number;
  metresPerSkein: number;
  /** The colour's dye lots, or undefined when it is not counted by lot. */
  lots: readonly DyeLot[] | undefined;
}

/** Shoppers type "1 250" or "1250,5": spaces are thousands, a comma is the decimal point. */
function parseMetres(text: string): number {
  const cleaned = text.replace(/[\s\u00a0]/g, '').replace(',', '.');
  return cleaned === '' ? Number.NaN : Number(cleaned);
}

/** Metres a pattern needs → skeins of the chosen colour, with the extra skein and the lot warning. */
export function SkeinCalculator({ goodId, quantity, metresPerSkein, lots }: SkeinCalculatorProps) {
  const intl = useIntl();
  const id = useId();
  const [metresText, setMetresText] = useState('');
  const [withExtra, setWithExtra] = useState(false);
  const [added, setAdded] = useState<{ goodId: string; skeins: number } | null>(null);
  const addLine = useCartStore((state) => state.add);
  const setQuantity = useCartStore((state) => state.setQuantity);
  const metresNeeded = parseMetres(metresText);
  const input = { metresNeeded, metresPerSkein, withExtraSkein: withExtra, lots };
  const valid = isValidSkeinCalculatorInput(input);
  const estimate = valid ? estimateSkeins(input) : null;
  const invalid = metresText.trim() !== '' && !valid;
  const tooFew = estimate !== null && estimate.toBuy > quantity;
  const lineText = (messageId: string) => intl.formatMessage({ id: messageId }, { max: intl.formatNumber(MAX_PROJECT_METRES), metres: intl.formatNumber(metresPerSkein) });

  const addToCart = () => {
    if (!estimate) return;
    // The cart's own add, then the count: a line already in the cart takes the new count.
    addLine(goodId);
    setQuantity(goodId, estimate.toBuy);
    setAdded({ goodId, skeins: estimate.toBuy });
  };

  return (
    <section className={styles.calculator} aria-labelledby={`${id}-heading`}>
      <h2 id={`${id}-heading`} className={styles.heading}>
        <FormattedMessage id="yarn.calc.heading" />
      </h2>
      <TextField
        label={<FormattedMessage id="yarn.calc.metres" />}
        hint={invalid ? undefined : <span className={styles.calcHint}>{lineText('yarn.calc.hint')}</span>}
        error={invalid ? <span className={styles.calcError}>{lineText('yarn.calc.invalid')}</span> : undefined}
        fieldClassName={styles.calcField}
        className={styles.calcInput}
        type="text"
        inputMode="decimal"
        autoComplete="off"
        value={metresText}
        onValue={(text) => {
          setMetresText(text);
          setAdded(null);
        }}
      />
      <div aria-live="polite" className={styles.calcResult}>
        {estimate && (
          <>
            <p>
              <FormattedMessage id="yarn.calc.result" values={{ skeins: estimate.skeins, spare: intl.formatNumber(estimate.spareMetres) }} />
            </p>
            {estimate.extraSkein && (
              <CheckField
                className={styles.calcExtra}
                label={
                  <span>
                    <FormattedMessage id="yarn.calc.extra" /> <FormattedMessage id="yarn.calc.extraWhy" />
                  </span>
                }
                checked={withExtra}
                onChange={setWithExtra}
              />
            )}
            {estimate.oneLotCanSupply === false && (
              <p className={styles.calcWarning}>
                <FormattedMessage id="yarn.calc.lotWarning" values={{ skeins: estimate.toBuy, largest: estimate.largestLot ?? 0 }} />
              </p>
            )}
            {tooFew && (
              <p className={styles.calcWarning}>
                <FormattedMessage id="yarn.calc.notEnough" values={{ quantity }} />
              </p>
            )}
          </>
        )}
        {added && added.goodId === goodId && (
          <p className={styles.calcAdded}>
            <FormattedMessage id="yarn.calc.added" values={{ skeins: added.skeins }} />
          </p>
        )}
      </div>
      <button type="button" className={styles.calcButton} disabled={!estimate || tooFew} onClick={addToCart}>
        <FormattedMessage id="yarn.calc.add" values={{ skeins: estimate?.toBuy ?? 0 }} />
      </button>
    </section>
  );
}
