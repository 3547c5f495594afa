import type { PresentedCardLine } from '@domain/api/orders';
import { useId, useState, type FormEvent } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import buttonStyles from '@/components/ui/button.module.css';
import { useLanguage } from '@/lib/i18n/language-context';
import { localize } from '@/utils/localize';
import { useLotsOfGoods } from '../api/good-lots';
import { draftOf, offeredLots, takesOf, typedQuantity, typedSum, type LineTakes, type SplitLine } from '../utils/lot-split';
import styles from './lot-split-chooser.module.css';

interface LotSplitChooserProps {
  /** The lines the shop could not take from one lot, with its proposal. */
  split: SplitLine[];
  /** The card's lines, for their titles. */
  cardLines: readonly PresentedCardLine[];
  pending: boolean;
  onSubmit: (lotTakes: LineTakes[]) => void;
  onCancel: () => void;
}

/**
 * When no dye lot can fill a yarn line, the ADMIN decides the split: the shop's proposal is filled
 * in, each lot's number can be changed, and reserving waits until every line adds up exactly.
 */
export function LotSplitChooser({ split, cardLines, pending, onSubmit, onCancel }: LotSplitChooserProps) {
  const intl = useIntl();
  const language = useLanguage();
  const headingId = useId();
  const [draft, setDraft] = useState(() => draftOf(split));
  const [tried, setTried] = useState(false);
  const held = useLotsOfGoods(split.map((line) => line.goodId));
  const titleOf = (goodId: string) => {
    const line = cardLines.find((l) => l.goodId === goodId);
    return line ? localize(line.title, language) : goodId;
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setTried(true);
    const takes = takesOf(split, draft);
    if (takes && !pending) onSubmit(takes);
  };
  const set = (goodId: string, lot: string, text: string) => setDraft((d) => ({ ...d, [goodId]: { ...d[goodId], [lot]: text } }));

  return (
    <form className={styles.chooser} onSubmit={submit} noValidate aria-labelledby={headingId}>
      <h4 id={headingId} className={styles.heading}>
        <FormattedMessage id="adminOrders.split.title" />
      </h4>
      <p className={styles.intro}>
        <FormattedMessage id="adminOrders.split.intro" />
      </p>
      {split.map((line) => {
        const sum = typedSum(line, draft);
        const wrong = sum !== line.quantityToSell;
        const sumId = `${headingId}-${line.goodId}-sum`;
        return (
          <fieldset key={line.goodId} className={styles.line}>
            <legend>
              <FormattedMessage id="adminOrders.split.line" values={{ title: titleOf(line.goodId), count: line.quantityToSell }} />
            </legend>
            <div className={styles.lots}>
              {offeredLots(line, held[line.goodId]).map(({ lot, held: holding }) => {
                const text = draft[line.goodId]?.[lot] ?? '';
                const bad = typedQuantity(text) === null;
                const inputId = `${headingId}-${line.goodId}-${lot}`;
                return (
                  <div key={lot} className={styles.lot}>
                    <label htmlFor={inputId}>
                      <FormattedMessage id="adminOrders.split.lot" values={{ lot }} />
                    </label>
                    <input
                      id={inputId}
                      className={styles.input}
                      value={text}
                      inputMode="numeric"
                      autoComplete="off"
                      maxLength={6}
                      aria-invalid={bad || (tried && wrong) ? true : undefined}
                      aria-describedby={holding === null ? sumId : `${inputId}-held ${sumId}`}
                      onChange={(e) => set(line.goodId, lot, e.target.value)}
                    />
                    {holding !== null && (
                      <span id={`${inputId}-held`} className={styles.held}>
                        <FormattedMessage id="adminOrders.split.held" values={{ count: holding }} />
                      </span>
                    )}
                    {bad && (
                      <span className={styles.problem}>
                        <FormattedMessage id="adminOrders.split.badNumber" />
                      </span>
                    )}
                  </div>
                );
              })}
            </div>
            <p id={sumId} className={wrong ? styles.problem : styles.sum} aria-live="polite">
              <FormattedMessage id="adminOrders.split.sum" values={{ sum: sum ?? '—', count: line.quantityToSell }} />
              {wrong && (
                <>
                  {' · '}
                  <FormattedMessage id="adminOrders.split.mismatch" values={{ count: line.quantityToSell }} />
                </>
              )}
            </p>
          </fieldset>
        );
      })}
      <div className={styles.buttons}>
        <button type="submit" className={buttonStyles.primary} disabled={pending} aria-busy={pending || undefined}>
          {intl.formatMessage({ id: 'adminOrders.split.submit' })}
        </button>
        <button type="button" className={buttonStyles.secondary} onClick={onCancel}>
          <FormattedMessage id="adminOrders.split.cancel" />
        </button>
      </div>
    </form>
  );
}
