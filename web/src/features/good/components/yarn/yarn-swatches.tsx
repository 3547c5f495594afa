import { useRef, type KeyboardEvent, type MouseEvent } from 'react';
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
  /** Each colour's own address: a swatch is a link, so a page without its script still reaches (and a crawler finds) every colour. */
  hrefOf: (goodId: string) => string;
  labelledBy: string;
}

const STEP: Record<string, number> = { ArrowRight: 1, ArrowDown: 1, ArrowLeft: -1, ArrowUp: -1 };

function stockMessage(state: StockState): { id: string; values?: Record<string, number> } {
  return state.kind === 'low' ? { id: 'yarn.stock.low', values: { left: state.left } } : { id: `yarn.stock.${state.kind}` };
}

/** A click the browser should handle itself: a new tab or window, a download. */
const opensElsewhere = (event: MouseEvent) => event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey;

/**
 * The colours of a line as one radio group (WAI-ARIA's radio pattern): one tab stop, on the
 * chosen colour; arrow keys move and choose, wrapping round; Home and End go to the ends; Space
 * and Enter choose. Each radio is a link to its colour's address, which the script turns into a
 * move inside the page.
 */
export function YarnSwatches({ colours, chosenId, onChoose, hrefOf, labelledBy }: YarnSwatchesProps) {
  const intl = useIntl();
  const language = useLanguage();
  const buttons = useRef<(HTMLAnchorElement | null)[]>([]);
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
    if (event.key === ' ') to = from;
    else if (step !== undefined) to = (from + step + colours.length) % colours.length;
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
          <a
            key={colour.goodId}
            href={hrefOf(colour.goodId)}
            ref={(element) => {
              buttons.current[index] = element;
            }}
            role="radio"
            aria-checked={chosen}
            aria-label={intl.formatMessage({ id: 'yarn.swatchLabel' }, { name, code: colour.code, stock: stockText })}
            tabIndex={index === tabStop ? 0 : -1}
            className={`${styles.swatch} ${chosen ? styles.chosen : ''}`}
            data-stock={stock.kind}
            onClick={(event) => {
              if (opensElsewhere(event)) return;
              event.preventDefault();
              onChoose(colour.goodId);
            }}
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
          </a>
        );
      })}
    </div>
  );
}
