import { useRef, type KeyboardEvent } from 'react';
import { useIntl } from 'react-intl';
import { useLanguage } from '@/lib/i18n/language-context';
import type { YarnLineColour } from '@/types/yarn-line';
import { localize } from '@/utils/localize';
import { stockState, type StockState } from '@domain/stock-state';
import styles from './yarn.module.css';

interface YarnSwatchesProps {
  colours: YarnLineColour[];
  chosenId: string;
  onChoose: (goodId: string) => void;
  labelledBy: string;
}

const STEP: Record<string, number> = { ArrowRight: 1, ArrowDown: 1, ArrowLeft: -1, ArrowUp: -1 };

export function stockMessage(state: StockState): { id: string; values?: Record<string, number> } {
  return state.kind === 'low' ? { id: 'yarn.stock.low', values: { left: state.left } } : { id: `yarn.stock.${state.kind}` };
}

/**
 * The colours of a line as one radio group (WAI-ARIA's radio pattern): one tab stop, on the
 * chosen colour; arrow keys move and choose, wrapping round; Home and End go to the ends.
 */
export function YarnSwatches({ colours, chosenId, onChoose, labelledBy }: YarnSwatchesProps) {
  const intl = useIntl();
  const language = useLanguage();
  const buttons = useRef<(HTMLButtonElement | null)[]>([]);
  const chosenIndex = colours.findIndex((colour) => colour.goodId === chosenId);
  const tabStop = chosenIndex >= 0 ? chosenIndex : 0;

  const move = (index: number) => {
    const target = colours[index];
    if (!target) return;
    buttons.current[index]?.focus();
    onChoose(target.goodId);
  };
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const from = buttons.current.findIndex((button) => button === document.activeElement);
    if (from < 0) return;
    const step = STEP[event.key];
    let to: number | null = null;
    if (step !== undefined) to = (from + step + colours.length) % colours.length;
    else if (event.key === 'Home') to = 0;
    else if (event.key === 'End') to = colours.length - 1;
    if (to === null) return;
    event.preventDefault();
    move(to);
  };

  return (
    <div role="radiogroup" aria-labelledby={labelledBy} className={styles.swatches} onKeyDown={onKeyDown}>
      {colours.map((colour, index) => {
        const name = localize(colour.name, language);
        const stock = stockState(colour.quantity);
        const message = stockMessage(stock);
        const stockText = intl.formatMessage({ id: message.id }, message.values);
        const chosen = index === chosenIndex;
        const background = colour.swatch.kind === 'hex' ? colour.swatch.hex : `center / cover url("${colour.swatch.url}")`;
        return (
          <button
            key={colour.goodId}
            ref={(element) => {
              buttons.current[index] = element;
            }}
            type="button"
            role="radio"
            aria-checked={chosen}
            aria-label={intl.formatMessage({ id: 'yarn.swatchLabel' }, { name, code: colour.code, stock: stockText })}
            tabIndex={index === tabStop ? 0 : -1}
            className={`${styles.swatch} ${chosen ? styles.chosen : ''}`}
            data-stock={stock.kind}
            onClick={() => onChoose(colour.goodId)}
          >
            <span className={styles.dot} style={{ background }} aria-hidden="true" />
            <span className={styles.swatchName} aria-hidden="true">
              {name}
            </span>
            <span className={styles.swatchCode} aria-hidden="true">
              {colour.code}
            </span>
            <span className={styles.swatchStock} aria-hidden="true">
              {stockText}
            </span>
          </button>
        );
      })}
    </div>
  );
}
